import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What the shopper wrote, as text: its line breaks kept, never read as HTML. */
export const Description = styled.dd`
  white-space: pre-wrap;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;
