import styled, { css } from 'styled-components';

/** A card in the grid (picture above) or in the list (picture beside, with more facts). */
export type CardLayout = 'grid' | 'list';

export const CardRoot = styled.div<{ $layout: CardLayout }>`
  position: relative;
  display: grid;
  height: 100%;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  container: card / inline-size;
  transition: box-shadow ${({ theme }) => theme.duration.normal} ease-out;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }

  ${({ $layout, theme }) =>
    $layout === 'grid'
      ? css`
          grid-template-rows: auto 1fr;
        `
      : css`
          grid-template-columns: 7.5rem minmax(0, 1fr);
          ${theme.media.md} {
            grid-template-columns: 11rem minmax(0, 1fr);
          }
        `}

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const HeartSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  button {
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Body = styled.div<{ $layout: CardLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $layout }) => ($layout === 'list' ? theme.space.lg : theme.space.md)};
  }

  /* Very narrow cards (two columns on a 320 px phone): a little more room for the text. */
  @container card (max-width: 10rem) {
    padding: ${({ theme }) => theme.space.sm};
    button svg {
      display: none;
    }
  }
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Name = styled.h3<{ $layout: CardLayout }>`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme, $layout }) => ($layout === 'list' ? theme.fontSize.lg : theme.fontSize.md)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.tight};

  ${({ $layout }) =>
    $layout === 'grid' &&
    css`
      /* Two lines, always: names of any length keep the cards of a row aligned. */
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
      min-height: calc(2em * 1.2);
    `}

  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Details = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Actions = styled.div<{ $layout: CardLayout }>`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};

  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      ${theme.media.md} {
        button {
          width: auto;
        }
      }
    `}
`;
