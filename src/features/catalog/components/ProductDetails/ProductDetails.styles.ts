import styled from 'styled-components';
import { ProductMedia } from '@/shared/ui';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

/**
 * The product's picture (ProductMedia, radius lg): bordered, at most 34rem wide, and held in view
 * beside the details from md.
 */
export const ImageFrame = styled(ProductMedia)`
  position: relative;
  border: 1px solid ${({ theme }) => theme.color.border};
  max-width: 34rem;
  width: 100%;
  justify-self: center;

  ${({ theme }) => theme.media.md} {
    justify-self: start;
    position: sticky;
    top: calc(${({ theme }) => theme.size.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The rating, and the Share button at the far end. */
export const RatingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`;

export const Name = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xxl};

  ${({ theme }) => theme.media.md} {
    font-size: calc(${({ theme }) => theme.fontSize.xxl} * 1.15);
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

export const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

/** 'Best price ₹2,249 with RANGOLI10', under the price. */
/** The price with its tax note, kept together. */
export const PriceBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** '+ 18% GST, added at checkout', right under the price. */
export const TaxNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const BestPrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.fontWeight.bold};

  strong {
    letter-spacing: 0.04em;
  }
`;

/** 'Only 2 left' under the sizes, once a low size is chosen; 'Out of stock' for a product with no size to buy. */
export const StockNote = styled.p`
  margin: 0;
  min-height: 1lh;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.accent};

  &:empty {
    min-height: 0;
  }
`;

export const OutOfStock = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;

/** 'Notify me when {size} is back', one per sold-out size. */
export const Alerts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const AlertSet = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.controlSm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.success};
`;
