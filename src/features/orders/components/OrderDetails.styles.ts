import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  min-width: 0;
`;

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

export const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  color: ${theme.color.inkMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
