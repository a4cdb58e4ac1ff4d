import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${theme.fontSize.xl};
  }
`;

export const Details = styled.dl`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  dt {
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.bold};
    color: ${theme.color.inkMuted};
  }
  dd {
    margin: ${theme.space.xxs} 0 0;
    font-size: ${theme.fontSize.lg};
  }
`;

export const Missing = styled.span`
  color: ${theme.color.inkSubtle};
  font-style: italic;
`;
