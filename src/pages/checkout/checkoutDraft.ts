import type { AddressLabel } from '@/features/auth';
import type {
  CheckoutStep,
  PaymentFormValues,
  ShippingChoice,
  ShippingFormValues,
} from '@/features/checkout';
import { DRAFT_KEY } from '@/shared/lib/storageKeys';
import { getWebStorage } from '@/shared/lib/webStorage';

/**
 * The checkout as the shopper left it, kept in this tab's sessionStorage so that a reload returns to
 * the same step with what was typed (issue 31): the shipping values, the saved address chosen and
 * 'Save this address' with its label, the payment method, the UPI ID and the cardholder's name.
 * Never the card number, its expiry or the CVV: those are typed again. Written as the shopper types
 * (at most 300 ms later), removed when the order is placed. sessionStorage: the draft is this tab's
 * alone, and goes with it; another tab's checkout keeps its own.
 */
export interface CheckoutDraft {
  /** Whose checkout it is (`draftOwner`): another shopper signed in on this tab never sees it. */
  owner: string;
  step: CheckoutStep;
  shipping: ShippingFormValues;
  choice: ShippingChoice;
  payment: Pick<PaymentFormValues, 'method' | 'upiId' | 'cardName'>;
}

/** How long after the last keystroke the draft is written. */
export const DRAFT_DELAY_MS = 300;

const STEPS: readonly CheckoutStep[] = ['shipping', 'payment', 'review'];
const METHODS: readonly PaymentFormValues['method'][] = ['card', 'upi', 'cod'];
const LABELS: readonly AddressLabel[] = ['Home', 'Work', 'Other'];
const SHIPPING_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'pincode'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '');

const storage = () => getWebStorage('sessionStorage');

/** The shopper a draft belongs to: her account and the email she signed in with. */
export const draftOwner = (user: { id: string; email: string } | null): string =>
  user ? `${user.id} ${user.email}` : '';

/**
 * The draft of this tab for `owner`, or null: none, another shopper's (signed out since, on a
 * shared computer), or anything but a draft (read defensively, field by field).
 */
export function readDraft(owner: string): CheckoutDraft | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.shipping) || owner === '' || parsed.owner !== owner) return null;
  const shippingIn = parsed.shipping;
  const choice = isRecord(parsed.choice) ? parsed.choice : {};
  const payment = isRecord(parsed.payment) ? parsed.payment : {};
  return {
    owner,
    step: STEPS.find((step) => step === parsed.step) ?? 'shipping',
    shipping: Object.fromEntries(
      SHIPPING_FIELDS.map((field) => [field, text(shippingIn[field])]),
    ) as ShippingFormValues,
    choice: {
      addressId: typeof choice.addressId === 'string' ? choice.addressId : null,
      saveAs: LABELS.find((label) => label === choice.saveAs) ?? null,
    },
    payment: {
      method: METHODS.find((method) => method === payment.method) ?? 'card',
      upiId: text(payment.upiId),
      cardName: text(payment.cardName),
    },
  };
}

/** Keeps the draft (never a card's number, expiry or CVV); a full or missing storage keeps nothing. */
export function writeDraft({ owner, step, shipping, choice, payment }: CheckoutDraft): void {
  const draft: CheckoutDraft = {
    owner,
    step,
    shipping,
    choice,
    payment: { method: payment.method, upiId: payment.upiId, cardName: payment.cardName },
  };
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the checkout works on without a draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
