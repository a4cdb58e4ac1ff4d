import { css } from 'styled-components';

/**
 * The text styles a product shows wherever it is listed (cards, the wishlist, the cart, an order's
 * items): one source, so they never drift apart. Mixins, not components: each place keeps its own
 * element (h2, h3, span) and adds its size.
 */

/** The brand above a product's name: small, bold, spaced capitals, muted. */
export const productBrandStyles = css`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** A product's name, its link in ink, the brand colour and an underline on hover. */
export const productNameStyles = css`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.tight};

  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

/** Two lines, always: names of any length keep the cards of a row aligned. */
export const twoLineClampStyles = css`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: calc(2em * 1.2);
`;
