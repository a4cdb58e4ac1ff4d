import styled from 'styled-components';
import { productBrandStyles, productNameStyles } from '@/shared/ui';

export const LineRoot = styled.article`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 7.5rem minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Brand = styled.p`
  ${productBrandStyles}
`;

export const Name = styled.h2`
  ${productNameStyles}
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: inherit;
`;

export const Size = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const Quantity = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const LineTotal = styled.p`
  margin: 0;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Bottom = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: none;
  }

  ${({ theme }) => theme.media.md} {
    flex: none;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** 'Only 2 left in size L': a size with only a few pieces left. */
export const LowStock = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.accent};
`;

/** 'Sold out': the line's size sold out since it was added. */
export const SoldOut = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;

/** 'Recommended: L': the size recommended from the shopper's orders, beside another chosen size. */
export const Recommended = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.brand};
`;

/** 'Change size' under 'Recommended: L' (the stepper stays): no wider than a select needs. */
export const ChangeSize = styled.div`
  max-width: 16rem;
`;
