import { word } from '@/shared/i18n';
import type { ReturnChoice, ReturnFormContext } from './afterSales';
import type { RefundTarget, Resolution, ReturnReason } from './afterSalesOptions';

/** What the return dialog holds while the shopper fills it in. */
export interface ReturnFormValues {
  /** Indexes of the chosen items in the order. */
  items: number[];
  reason: ReturnReason | '';
  resolution: Resolution | '';
  /** The new size of each item to exchange, by its index. */
  newSizes: Record<number, string>;
  refundTo: RefundTarget | '';
}

export interface ReturnFormErrors {
  items?: string;
  reason?: string;
  resolution?: string;
  /** By item index. */
  newSizes?: Record<number, string>;
  refundTo?: string;
}

/** The return form's messages, in English: the dialog translates each where it shows it. */
export const RETURN_FORM_MSG = {
  items: word('Please choose at least one item'),
  reason: word('Please select a reason'),
  resolution: word('Please choose an exchange or a refund'),
  exchangeNotPossible: word('These items can only be returned for a refund'),
  newSize: word('Please select a new size'),
  refundTo: word('Please choose where to refund'),
} as const;

export type { ReturnFormContext };

/** Whether the chosen items (or, with none chosen yet, any item) can be exchanged for another size. */
export function canExchange(items: readonly number[], { exchangeSizes }: ReturnFormContext): boolean {
  const has = (index: number) => (exchangeSizes[index]?.length ?? 0) > 0;
  return items.length === 0 ? exchangeSizes.some((_sizes, index) => has(index)) : items.every(has);
}

/** The form's errors: at least one item, a reason, an exchange with each new size, or a refund's destination. */
export function validateReturnForm(values: ReturnFormValues, context: ReturnFormContext): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  if (values.items.length === 0) errors.items = RETURN_FORM_MSG.items;
  if (!values.reason) errors.reason = RETURN_FORM_MSG.reason;
  if (!values.resolution) {
    errors.resolution = RETURN_FORM_MSG.resolution;
  } else if (values.resolution === 'exchange') {
    if (!canExchange(values.items, context)) {
      errors.resolution = RETURN_FORM_MSG.exchangeNotPossible;
    } else {
      const missing = values.items.filter((index) => {
        const size = values.newSizes[index];
        return !size || !context.exchangeSizes[index]?.includes(size);
      });
      if (missing.length > 0)
        errors.newSizes = Object.fromEntries(missing.map((index) => [index, RETURN_FORM_MSG.newSize]));
    }
  } else if (!values.refundTo || !context.refundTargets.includes(values.refundTo)) {
    errors.refundTo = RETURN_FORM_MSG.refundTo;
  }
  return errors;
}

export function hasErrors(errors: ReturnFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The valid form as the choice `requestReturn` takes. */
export function returnChoiceOf(values: ReturnFormValues): ReturnChoice | undefined {
  if (!values.reason || !values.resolution) return undefined;
  const items = [...values.items].sort((a, b) => a - b);
  return values.resolution === 'exchange'
    ? {
        items,
        reason: values.reason,
        resolution: 'exchange',
        newSizes: Object.fromEntries(items.map((index) => [index, values.newSizes[index] ?? ''])),
      }
    : {
        items,
        reason: values.reason,
        resolution: 'refund',
        ...(values.refundTo && { refundTo: values.refundTo }),
      };
}
