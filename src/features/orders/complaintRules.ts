import { email, type FormRules } from '@/shared/lib/validation';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { COMPLAINT_SUBJECTS, MIN_DESCRIPTION_LENGTH, type ComplaintSubject } from './complaintOptions';

/** What the complaint form holds: '' is 'Not about an order' and the subject's placeholder. */
export type ComplaintValues = {
  orderId: string;
  subject: ComplaintSubject | '';
  description: string;
  email: string;
};

/** Whether a value is one of the subjects (the placeholder, '', is none). */
export function isComplaintSubject(value: string): value is ComplaintSubject {
  return (COMPLAINT_SUBJECTS as readonly string[]).includes(value);
}

/** A subject is chosen ('Please choose a subject'). */
export const complaintSubject = (value: string): string | undefined =>
  isComplaintSubject(value) ? undefined : FIELD_MSG.complaintSubject;

/** At least 20 characters, spaces around them not counted. */
export const complaintDescription = (value: string): string | undefined =>
  (value ?? '').trim().length >= MIN_DESCRIPTION_LENGTH ? undefined : FIELD_MSG.complaintDescription;

/**
 * The complaint form's rules: a subject, a description of 20 characters or more, and, for a guest,
 * an email in the shop's format (blank: 'Email is required'; else 'Please enter a valid email'). A
 * signed-in shopper's complaint takes the account's email: the form asks for none. The order is a
 * choice among the shopper's own (or none), never typed.
 */
export function complaintRules({ guest }: { guest: boolean }): FormRules<ComplaintValues> {
  return {
    subject: complaintSubject,
    description: complaintDescription,
    ...(guest && { email }),
  };
}
