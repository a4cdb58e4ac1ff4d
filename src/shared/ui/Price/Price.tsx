import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';

export type PriceSize = 'sm' | 'md' | 'lg';

const currentSize = { sm: 'md', md: 'lg', lg: 'xxl' } as const;
const originalSize = { sm: 'sm', md: 'sm', lg: 'md' } as const;

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
`;

const Current = styled.span<{ $size: PriceSize }>`
  font-size: ${({ theme, $size }) => theme.fontSize[currentSize[$size]]};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};
`;

const Original = styled.s<{ $size: PriceSize }>`
  font-size: ${({ theme, $size }) => theme.fontSize[originalSize[$size]]};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** Whole-percent discount of `price` against `originalPrice` (0 when not discounted). */
export function discountPercent(price: number, originalPrice?: number): number {
  if (originalPrice === undefined || !(originalPrice > price) || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export interface PriceProps {
  price: number;
  /** Shown struck through, with a "% OFF" badge, only when greater than `price`. */
  originalPrice?: number;
  /** Percent off as stored on the product; computed from the two prices when not given. */
  discount?: number;
  size?: PriceSize;
  className?: string;
}

/**
 * "₹1,299 ₹1,999 35% OFF", read by screen readers as
 * "Price ₹1,299 Original price ₹1,999 35% OFF". Money only through formatINR.
 */
export function Price({ price, originalPrice, discount, size = 'md', className }: PriceProps) {
  const discounted = originalPrice !== undefined && originalPrice > price;
  const percent = discounted
    ? discount !== undefined && discount > 0
      ? Math.round(discount)
      : discountPercent(price, originalPrice)
    : 0;
  return (
    <Root className={className}>
      <VisuallyHidden>{`${t('Price')} `}</VisuallyHidden>
      <Current $size={size}>{formatINR(price)}</Current>
      {discounted && (
        <>
          <VisuallyHidden>{` ${t('Original price')} `}</VisuallyHidden>
          <Original $size={size}>{formatINR(originalPrice)}</Original>
          {percent > 0 && (
            <>
              {' '}
              <Badge tone="success">{t('{percent}% OFF', { percent })}</Badge>
            </>
          )}
        </>
      )}
    </Root>
  );
}
