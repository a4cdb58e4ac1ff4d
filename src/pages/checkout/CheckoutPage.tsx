import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import {
  CartSummary,
  selectCartCount,
  selectCartSubtotal,
  selectCartTax,
  selectCartTotal,
  selectPricedCartLines,
} from '@/features/cart';
import {
  buildOrder,
  CheckoutProgress,
  EMPTY_PAYMENT,
  orderItemFor,
  OrderReview,
  PaymentForm,
  paymentSummaryFor,
  shippingFromProfile,
  ShippingForm,
  type CheckoutStep,
  type PaymentFormValues,
  type ShippingFormValues,
} from '@/features/checkout';
import { OrderItems, orderPlaced, selectNextOrderId } from '@/features/orders';
import { TIMERS } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { usePageTitle } from '@/shared/lib/usePageTitle';
import { Container, useToast } from '@/shared/ui';
import { Aside, Columns, PageHead, StepPanel } from './CheckoutPage.styles';

const STEP_HEADINGS: Record<CheckoutStep, string> = {
  shipping: 'Shipping Address',
  payment: 'Payment',
  review: 'Review Your Order',
};

/**
 * Checkout (signed-in only; the route is wrapped in RequireAuth): Shipping → Payment → Review with
 * an order summary beside it. Values of every step live here, so Back never loses anything; the card
 * details stay in memory only and the order keeps just the last 4 digits.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const notify = useToast();
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectPricedCartLines);
  const count = useAppSelector(selectCartCount);
  const subtotal = useAppSelector(selectCartSubtotal);
  const tax = useAppSelector(selectCartTax);
  const total = useAppSelector(selectCartTotal);
  const items = useMemo(() => lines.map(orderItemFor), [lines]);

  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [shipping, setShipping] = useState<ShippingFormValues>(() => shippingFromProfile(user));
  const [payment, setPayment] = useState<PaymentFormValues>(EMPTY_PAYMENT);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);

  // One order per visit, however often Place Order is clicked: the ref closes the gap before the
  // re-render that shows 'Processing...'.
  const placingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timerRef.current), []);

  // Each step change moves focus to the step's heading, so keyboard and screen-reader users land there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const submitShipping = useCallback((values: ShippingFormValues) => {
    setShipping(values);
    setStep('payment');
  }, []);
  const submitPayment = useCallback((values: PaymentFormValues) => {
    setPayment(values);
    setStep('review');
  }, []);
  const backToShipping = useCallback((values: PaymentFormValues) => {
    setPayment(values);
    setStep('shipping');
  }, []);
  const backToPayment = useCallback(() => setStep('payment'), []);

  const placeOrder = () => {
    if (placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    timerRef.current = setTimeout(() => {
      // Read the cart as it is now (another tab may have changed it during the wait).
      const state = store.getState();
      const currentLines = selectPricedCartLines(state);
      if (currentLines.length === 0) return; // the page is already on its way to /cart
      const order = buildOrder({
        id: selectNextOrderId(state),
        date: new Date(),
        lines: currentLines,
        total: selectCartTotal(state),
        shipping,
        payment,
      });
      setPlaced(true);
      dispatch(orderPlaced(order));
      notify(MSG.orderPlaced, { tone: 'success' });
    }, TIMERS.placeOrder);
  };

  if (placed) return <Navigate to="/orders" replace />;
  if (lines.length === 0) return <Navigate to="/cart" replace />;

  return (
    <Container>
      <PageHead>
        <h1>Checkout</h1>
        <CheckoutProgress current={step} />
      </PageHead>
      <Columns>
        <StepPanel aria-labelledby="checkout-step-heading">
          <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1}>
            {STEP_HEADINGS[step]}
          </h2>
          {step === 'shipping' && <ShippingForm defaultValues={shipping} onSubmit={submitShipping} />}
          {step === 'payment' && (
            <PaymentForm defaultValues={payment} onSubmit={submitPayment} onBack={backToShipping} />
          )}
          {step === 'review' && (
            <OrderReview
              items={items}
              shipping={shipping}
              payment={paymentSummaryFor(payment)}
              placing={placing}
              onBack={backToPayment}
              onPlaceOrder={placeOrder}
            />
          )}
        </StepPanel>
        <Aside>
          <CartSummary itemCount={count} subtotal={subtotal} tax={tax} total={total} showCheckoutLink={false}>
            <OrderItems items={items} compact label="Summary of items" />
          </CartSummary>
        </Aside>
      </Columns>
    </Container>
  );
}

export default CheckoutPage;
