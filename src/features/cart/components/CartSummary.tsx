import { useId, type ReactNode } from 'react';
import { RETURN_DAYS, TAX_RATE } from '@/shared/lib/constants';
import { countLabel } from '@/shared/lib/countLabel';
import { formatINR } from '@/shared/lib/money';
import { ButtonLink, ShieldIcon } from '@/shared/ui';
import { Free, Heading, Note, Rows, SummaryRoot, TotalTerm, TotalValue } from './CartSummary.styles';

export interface CartSummaryProps {
  /** Total quantity in the cart. */
  itemCount: number;
  subtotal: number;
  tax: number;
  total: number;
  /** Show the 'Proceed to Checkout' link (the cart); the checkout sidebar leaves it out. */
  showCheckoutLink?: boolean;
  /** Shown above the totals, e.g. the item list in the checkout sidebar. */
  children?: ReactNode;
}

const TAX_LABEL = `Tax (${Math.round(TAX_RATE * 100)}%)`;

/** Order Summary: Subtotal, Shipping FREE, Tax (18%), Total and, on the cart, 'Proceed to Checkout'. */
export function CartSummary({
  itemCount,
  subtotal,
  tax,
  total,
  showCheckoutLink = true,
  children,
}: CartSummaryProps) {
  const headingId = useId();
  return (
    <SummaryRoot aria-labelledby={headingId}>
      <Heading id={headingId}>Order Summary</Heading>
      {children}
      <Rows>
        <dt>Subtotal ({countLabel(itemCount, 'item')})</dt>
        <dd>{formatINR(subtotal)}</dd>
        <dt>Shipping</dt>
        <Free>FREE</Free>
        <dt>{TAX_LABEL}</dt>
        <dd>{formatINR(tax)}</dd>
        <TotalTerm>Total</TotalTerm>
        <TotalValue>{formatINR(total)}</TotalValue>
      </Rows>
      {showCheckoutLink && (
        <ButtonLink to="/checkout" fullWidth>
          Proceed to Checkout
        </ButtonLink>
      )}
      <Note>
        <ShieldIcon />
        Secure payment · Easy {RETURN_DAYS}-day returns
      </Note>
    </SummaryRoot>
  );
}
