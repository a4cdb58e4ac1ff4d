import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
