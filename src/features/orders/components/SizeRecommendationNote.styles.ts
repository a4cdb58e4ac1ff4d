import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
  font-size: ${theme.fontSize.sm};
`;

export const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space.sm};
  row-gap: ${theme.space.xxs};
  margin: 0;
`;

export const Reason = styled.span`
  color: ${theme.color.inkMuted};
`;

export const Used = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
  color: ${theme.color.inkMuted};

  a {
    color: ${theme.color.brand};
  }
`;
