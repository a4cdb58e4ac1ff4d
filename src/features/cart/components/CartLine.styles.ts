import styled from 'styled-components';
import { productBrandStyles, productNameStyles } from '@/shared/ui';
import { theme } from '@/shared/theme';

export const LineRoot = styled.article`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  ${theme.media.md} {
    grid-template-columns: 7.5rem minmax(0, 1fr) auto;
    gap: ${theme.space.lg};
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const Brand = styled.p`
  ${productBrandStyles}
`;

export const Name = styled.h2`
  ${productNameStyles}
  font-size: ${theme.fontSize.md};
  line-height: inherit;
`;

export const Size = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;

export const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};

  ${theme.media.md} {
    grid-column: auto;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${theme.space.md};
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xxs};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
`;

export const Quantity = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: ${theme.fontWeight.bold};
`;

export const LineTotal = styled.p`
  margin: 0;
  white-space: nowrap;
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
`;

export const Bottom = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  & > * {
    flex: none;
  }

  ${theme.media.md} {
    flex: none;
    gap: ${theme.space.md};
  }
`;

/** 'Only 2 left in size L': a size with only a few pieces left. */
export const LowStock = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.accent};
`;

/** 'Sold out': the line's size sold out since it was added. */
export const SoldOut = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.danger};
`;

/** 'Recommended: L': the size recommended from the shopper's orders, beside another chosen size. */
export const Recommended = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.brand};
`;

/** 'Change size' under 'Recommended: L' (the stepper stays): no wider than a select needs. */
export const ChangeSize = styled.div`
  max-width: 16rem;
`;
