import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    padding-top: ${theme.space.md};
    border-top: 1px solid ${theme.color.border};
  }
`;

export const Ticket = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeight.bold};
`;
