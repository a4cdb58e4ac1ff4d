import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectSavedAddresses, selectUser } from '@/features/auth';
import { CartSummary, selectHasSoldOutLines, selectPricedCartLines } from '@/features/cart';
import {
  CheckoutProgress,
  checkoutLeft,
  codRefusals,
  EMPTY_PAYMENT,
  newAddressId,
  orderItemFor,
  OrderReview,
  PaymentForm,
  paymentSummaryFor,
  placeOrder,
  savedAddressFromShipping,
  selectPlacedOrderId,
  selectPlacingOrder,
  shippingFromProfile,
  ShippingForm,
  shippingStart,
  type CheckoutStep,
  type PaymentFormValues,
  type ShippingChoice,
  type ShippingFormValues,
} from '@/features/checkout';
import { selectCartTotals } from '@/features/coupons';
import { OrderItems } from '@/features/orders';
import { selectRememberedPincode } from '@/features/preferences';
import { t, word, type WordKey } from '@/shared/i18n';
import { useAbortOnUnmount } from '@/shared/lib/useAbortOnUnmount';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { ButtonLink, Container, PageHeader } from '@/shared/ui';
import { Aside, Columns, Notice, StepPanel } from './CheckoutPage.styles';
import {
  clearDraft,
  DRAFT_DELAY_MS,
  draftOwner,
  readDraft,
  writeDraft,
  type CheckoutDraft,
} from './checkoutDraft';

/**
 * Why Place Order placed nothing, when the shopper has something to do about it (issue 31). In
 * English, keys of their Hindi (word()): shown with t(), in the page's edition.
 */
export const PLACE_ORDER_NOTICES = {
  cartChanged: word('Your cart changed in another tab. Please review your order again.'),
  soldOut: word('Remove sold out items to continue'),
  stock: word('Some items in your cart are no longer in stock. Please review your cart.'),
} as const;

const STEP_HEADINGS: Record<CheckoutStep, WordKey> = {
  shipping: word('Shipping Address'),
  payment: word('Payment'),
  review: word('Review Your Order'),
};

/**
 * Checkout (signed-in only; the route is wrapped in RequireAuth): Shipping → Payment → Review with
 * an order summary beside it. Values of every step live here, so Back never loses anything; the card
 * details stay in memory only and the order keeps just the last 4 digits.
 */
export default function CheckoutPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectPricedCartLines);
  // A line whose size sold out since it was added: nothing goes on until it is removed or changed.
  const soldOut = useAppSelector(selectHasSoldOutLines);
  const totals = useAppSelector(selectCartTotals);
  // What the order summary lists is what its totals count: a sold-out line is named in the step
  // panel, never priced beside a total that leaves it out.
  const items = useMemo(() => lines.filter((line) => !line.soldOut).map(orderItemFor), [lines]);
  const soldOutLines = useMemo(() => lines.filter((line) => line.soldOut), [lines]);

  const savedAddresses = useAppSelector(selectSavedAddresses);
  const rememberedPincode = useAppSelector(selectRememberedPincode);
  // Where the Shipping step starts: the default saved address, else the profile and the remembered
  // pincode (with its city and state). Read once: the values then are the shopper's.
  const [start] = useState(() => shippingStart(user, rememberedPincode));
  const newAddressValues = useMemo(
    () => ({ ...shippingFromProfile(user, rememberedPincode), address: '' }),
    [user, rememberedPincode],
  );

  // A reload returns to the step the shopper was on, with what she typed (checkoutDraft.ts): a card
  // order under review goes back to Payment, whose card number and CVV were never kept.
  const [owner] = useState(() => draftOwner(user));
  const [draft] = useState(() => readDraft(owner));
  const [step, setStep] = useState<CheckoutStep>(() =>
    draft?.step === 'review' && draft.payment.method === 'card' ? 'payment' : (draft?.step ?? 'shipping'),
  );
  const [shipping, setShipping] = useState<ShippingFormValues>(draft?.shipping ?? start.values);
  const [choice, setChoice] = useState<ShippingChoice>(
    draft?.choice ?? { addressId: start.addressId, saveAs: null },
  );
  const [payment, setPayment] = useState<PaymentFormValues>(
    draft ? { ...EMPTY_PAYMENT, ...draft.payment } : EMPTY_PAYMENT,
  );
  const [notice, setNotice] = useState<WordKey | null>(null);
  const codRefused = useMemo(
    () => codRefusals(totals.total, shipping.pincode),
    [totals.total, shipping.pincode],
  );
  // Cash on Delivery chosen, then refused (the cart changed in another tab during the review):
  // the order goes back to the Payment step rather than be placed with it.
  const shownStep = step === 'review' && payment.method === 'cod' && codRefused.length > 0 ? 'payment' : step;
  const placing = useAppSelector(selectPlacingOrder);
  const placed = useAppSelector(selectPlacedOrderId) !== null;

  // The draft follows what the shopper types (the forms tell as she types) and the step she is on.
  const live = useRef<CheckoutDraft>({ owner, step, shipping, choice, payment });
  const writeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const draftDone = useRef(false);
  const store = useAppStore();
  const flushDraft = useCallback(() => {
    clearTimeout(writeTimer.current);
    writeTimer.current = undefined;
    // Only for the shopper still signed in: a logout (or 'Delete my data', in any tab) unmounts the
    // page with a write pending, and it must not put the draft back.
    if (!draftDone.current && draftOwner(store.getState().auth.user) === live.current.owner)
      writeDraft(live.current);
  }, [store]);
  const keepDraft = useCallback(
    (patch: Partial<CheckoutDraft>) => {
      live.current = { ...live.current, ...patch };
      clearTimeout(writeTimer.current);
      writeTimer.current = setTimeout(flushDraft, DRAFT_DELAY_MS);
    },
    [flushDraft],
  );
  useEffect(
    () => keepDraft({ step, shipping, choice, payment }),
    [keepDraft, step, shipping, choice, payment],
  );
  useEffect(() => {
    // Leaving the page or the tab: what was typed in the last 300 ms is kept too.
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('pagehide', flushDraft);
      if (writeTimer.current !== undefined) flushDraft();
    };
  }, [flushDraft]);
  useEffect(() => {
    if (!placed) return;
    // The order is placed: its draft goes, and nothing writes it again.
    draftDone.current = true;
    clearTimeout(writeTimer.current);
    clearDraft();
  }, [placed]);
  const draftShipping = useCallback(
    (values: ShippingFormValues, chosen: ShippingChoice) => keepDraft({ shipping: values, choice: chosen }),
    [keepDraft],
  );
  const draftPayment = useCallback(
    (values: PaymentFormValues) => keepDraft({ payment: values }),
    [keepDraft],
  );

  // Leaving the page during the wait places nothing; a later visit starts afresh.
  const abortSignal = useAbortOnUnmount();
  useEffect(() => () => void dispatch(checkoutLeft()), [dispatch]);

  // Each step change moves focus to the step's heading, so keyboard and screen-reader users land there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shownStep]);

  const submitShipping = useCallback((values: ShippingFormValues, chosen: ShippingChoice) => {
    setShipping(values);
    setChoice(chosen);
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

  // placeOrder itself ignores a second click while the first order is being placed. It places the
  // order the Review step showed, or nothing: then the page says why, above the step.
  const place = () => {
    const saveAddress = choice.saveAs && savedAddressFromShipping(newAddressId(), choice.saveAs, shipping);
    setNotice(null);
    void dispatch(placeOrder({ shipping, payment, saveAddress }, abortSignal())).then((result) => {
      if (result.placed) return;
      if (result.reason === 'cartChanged' || result.reason === 'stock') {
        setNotice(PLACE_ORDER_NOTICES[result.reason]);
        headingRef.current?.focus();
      }
    });
  };

  if (placed) return <Navigate to="/orders" replace />;
  // An emptied cart (another tab, say) has nothing to check out; while an order is being placed,
  // the cart empties because it was ordered, and the page goes to /orders instead.
  if (lines.length === 0 && !placing) return <Navigate to="/cart" replace />;

  return (
    <Container>
      <PageHeader title={t('Checkout')}>
        <CheckoutProgress current={shownStep} />
      </PageHeader>
      <Columns>
        {soldOut ? (
          <StepPanel aria-labelledby="checkout-step-heading">
            <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1}>
              {t('Sold out items')}
            </h2>
            <Notice role="alert">{t(PLACE_ORDER_NOTICES.soldOut)}</Notice>
            <ul>
              {soldOutLines.map((line) => (
                <li key={`${line.product.id}-${line.size}`}>
                  {t('{name}, size {size}', { name: line.product.name, size: line.size })}
                </li>
              ))}
            </ul>
            <ButtonLink to="/cart">{t('Back to Cart')}</ButtonLink>
          </StepPanel>
        ) : (
          <StepPanel aria-labelledby="checkout-step-heading">
            <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1}>
              {t(STEP_HEADINGS[shownStep])}
            </h2>
            {notice && shownStep === 'review' && <Notice role="alert">{t(notice)}</Notice>}
            {shownStep === 'shipping' && (
              <ShippingForm
                defaultValues={shipping}
                savedAddresses={savedAddresses}
                defaultChoice={choice}
                newAddressValues={newAddressValues}
                onSubmit={submitShipping}
                onChange={draftShipping}
              />
            )}
            {shownStep === 'payment' && (
              <PaymentForm
                defaultValues={payment}
                codRefusals={codRefused}
                onSubmit={submitPayment}
                onBack={backToShipping}
                onChange={draftPayment}
              />
            )}
            {shownStep === 'review' && (
              <OrderReview
                items={items}
                totals={totals}
                shipping={shipping}
                payment={paymentSummaryFor(payment)}
                placing={placing}
                onBack={backToPayment}
                onPlaceOrder={place}
              />
            )}
          </StepPanel>
        )}
        <Aside>
          <CartSummary {...totals} showCheckoutLink={false}>
            <OrderItems items={items} compact label={t('Summary of items')} />
          </CartSummary>
        </Aside>
      </Columns>
    </Container>
  );
}
