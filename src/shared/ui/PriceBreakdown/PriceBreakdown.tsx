import styled from 'styled-components';
import { t, word } from '@/shared/i18n';
import { TAX_RATE } from '@/shared/lib/constants';
import { countLabel } from '@/shared/lib/countLabel';
import { formatINR } from '@/shared/lib/money';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
  }
  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const Good = styled.dd`
  && {
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const CouponTerm = styled.dt`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`;

const RemoveCoupon = styled.button`
  min-height: ${({ theme }) => theme.size.control};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: underline;
  cursor: pointer;
`;

const TotalTerm = styled.dt`
  && {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const TotalValue = styled.dd`
  && {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const TAX_LABEL = `GST (${Math.round(TAX_RATE * 100)}%)`;

/** '−₹300': money taken off, with a real minus sign. */
export function formatDiscount(amount: number): string {
  return `\u2212${formatINR(amount)}`;
}

export interface PriceBreakdownProps {
  /** Total quantity, for "Subtotal (3 items)"; left out, the row reads "Subtotal". */
  itemCount?: number;
  subtotal: number;
  /** The applied coupon and what it takes off the subtotal. */
  coupon?: { code: string; discount: number } | null;
  /** 18% of the subtotal after the coupon. */
  tax: number;
  total: number;
  /** Shows 'Remove coupon' under the coupon (the cart); elsewhere the coupon is history. */
  onRemoveCoupon?: () => void;
}

/**
 * What an order comes to, as rows: Subtotal, Coupon (CODE) −₹n, Shipping FREE, GST (18%), Total.
 * Props only: the cart, the checkout and the orders each give their own figures.
 */
export function PriceBreakdown({
  itemCount,
  subtotal,
  coupon,
  tax,
  total,
  onRemoveCoupon,
}: PriceBreakdownProps) {
  return (
    <Rows>
      <dt>
        {itemCount === undefined
          ? t('Subtotal')
          : t('Subtotal ({items})', { items: countLabel(itemCount, word('item'), word('items')) })}
      </dt>
      <dd>{formatINR(subtotal)}</dd>
      {coupon && (
        <>
          <CouponTerm>
            <span>{t('Coupon ({code})', { code: coupon.code })}</span>
            {onRemoveCoupon && (
              <RemoveCoupon type="button" onClick={onRemoveCoupon}>
                {t('Remove coupon')}
              </RemoveCoupon>
            )}
          </CouponTerm>
          <Good>{formatDiscount(coupon.discount)}</Good>
        </>
      )}
      <dt>{t('Shipping')}</dt>
      <Good>{t('FREE')}</Good>
      <dt>{TAX_LABEL}</dt>
      <dd>{formatINR(tax)}</dd>
      <TotalTerm>{t('Total')}</TotalTerm>
      <TotalValue>{formatINR(total)}</TotalValue>
    </Rows>
  );
}
