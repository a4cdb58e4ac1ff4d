import { word, type WordKey } from '@/shared/i18n';

/**
 * The choices of cancels, returns and exchanges: the values kept in storage, with the words the
 * shopper reads (English keys, translated where they are shown: the edition is set after this
 * module loads). One list each, read by the dialogs, the stored shape and the timelines. The order
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

export const CANCEL_REASON_LABELS: Record<CancelReason, WordKey> = {
  mistake: word('Ordered by mistake'),
  betterPrice: word('Found a better price elsewhere'),
  tooLate: word('Delivery is taking too long'),
  changeSize: word('Want a different size or colour'),
  changeAddress: word('Want to change the delivery address'),
  other: word('Another reason'),
};

export const RETURN_REASONS = ['tooSmall', 'tooLarge', 'notAsPictured', 'damaged', 'changedMind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, WordKey> = {
  tooSmall: word('Size too small'),
  tooLarge: word('Size too large'),
  notAsPictured: word('Not as pictured'),
  damaged: word('Damaged or defective'),
  changedMind: word('Changed my mind'),
};

export const RESOLUTIONS = ['exchange', 'refund'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const RESOLUTION_LABELS: Record<Resolution, WordKey> = {
  exchange: word('Exchange for another size'),
  refund: word('Return for refund'),
};

export const REFUND_TARGETS = ['original', 'credit'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

export const REFUND_TARGET_LABELS: Record<RefundTarget, WordKey> = {
  original: word('Original payment method'),
  credit: word('Rangoli credit'),
};

/** The first return id; the next ones count up across all the shopper's returns. */
export const FIRST_RETURN_NUMBER = 1001;
