import styled, { css } from 'styled-components';
import { productBrandStyles, productNameStyles, twoLineClampStyles } from '@/shared/ui';

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
  ${productBrandStyles}
`;

export const Name = styled.h3<{ $layout: CardLayout }>`
  ${productNameStyles}
  font-size: ${({ theme, $layout }) => ($layout === 'list' ? theme.fontSize.lg : theme.fontSize.md)};
  ${({ $layout }) => $layout === 'grid' && twoLineClampStyles}
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

export const OutOfStock = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;
