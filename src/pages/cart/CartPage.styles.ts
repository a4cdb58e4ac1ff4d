import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};

  ${theme.media.lg} {
    position: sticky;
    top: calc(${theme.size.headerHeight} + ${theme.space.lg});
  }
`;
