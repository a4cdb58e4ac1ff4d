/**
 * The choices of cancels, returns and exchanges: the values kept in storage, with the words the
 * shopper reads. One list each, read by the dialogs, the stored shape and the timelines. The order
 * pages and the stored shape load this module, never the first page.
 */

export const CANCEL_REASONS = [
  'mistake',
  'betterPrice',
  'tooLate',
  'changeSize',
  'changeAddress',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  mistake: 'Ordered by mistake',
  betterPrice: 'Found a better price elsewhere',
  tooLate: 'Delivery is taking too long',
  changeSize: 'Want a different size or colour',
  changeAddress: 'Want to change the delivery address',
  other: 'Another reason',
};

export const RETURN_REASONS = ['tooSmall', 'tooLarge', 'notAsPictured', 'damaged', 'changedMind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  tooSmall: 'Size too small',
  tooLarge: 'Size too large',
  notAsPictured: 'Not as pictured',
  damaged: 'Damaged or defective',
  changedMind: 'Changed my mind',
};

export const RESOLUTIONS = ['exchange', 'refund'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const RESOLUTION_LABELS: Record<Resolution, string> = {
  exchange: 'Exchange for another size',
  refund: 'Return for refund',
};

export const REFUND_TARGETS = ['original', 'credit'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

export const REFUND_TARGET_LABELS: Record<RefundTarget, string> = {
  original: 'Original payment method',
  credit: 'Rangoli credit',
};

/** The first return id; the next ones count up across all the shopper's returns. */
export const FIRST_RETURN_NUMBER = 1001;
