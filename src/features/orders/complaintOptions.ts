import { word, type WordKey } from '@/shared/i18n';

/**
 * The subjects a complaint to the Grievance Officer can have: the values kept in storage, with the
 * words the shopper reads (English keys, translated where they are shown). One list, read by the
 * form, the stored shape and the complaint's page. No first-page module imports it.
 */
export const COMPLAINT_SUBJECTS = [
  'delivery',
  'refund',
  'return',
  'quality',
  'payment',
  'account',
  'other',
] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];

export const COMPLAINT_SUBJECT_LABELS: Record<ComplaintSubject, WordKey> = {
  delivery: word('Delivery'),
  refund: word('Refund'),
  return: word('Return or exchange'),
  quality: word('Product quality'),
  payment: word('Payment'),
  account: word('Account or privacy'),
  other: word('Other'),
};

/** The first ticket: CMP-1001. */
export const FIRST_COMPLAINT_NUMBER = 1001;

/** A description says at least this much. */
export const MIN_DESCRIPTION_LENGTH = 20;
/** And at most this much (the field stops there; storage keeps no more). */
export const MAX_DESCRIPTION_LENGTH = 2000;
