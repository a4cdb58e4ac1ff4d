/**
 * The email rule, everywhere: its own module, because the newsletter form of the home page and the
 * footer needs it, and none of the other rules (validation.ts, which re-exports it).
 */
import { word } from '@/shared/i18n';

/** A field's rule: the message to show, or undefined when the value is fine. */
export type Rule = (value: string) => string | undefined;

/**
 * The spec's email messages (section 5); validationMessages.ts lists them with the others. Keys of
 * their Hindi (word()): the field that shows one translates it.
 */
export const EMAIL_MESSAGES = {
  required: word('Email is required'),
  invalid: word('Please enter a valid email'),
} as const;

/** text, @, text, dot, text: no spaces, one @, a dot after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: string | undefined | null) => (value ?? '').trim() === '';

/** Email, everywhere: required ('Email is required'), then text@text.text ('Please enter a valid email'). */
export const email: Rule = (value) => {
  if (isBlank(value)) return EMAIL_MESSAGES.required;
  return EMAIL_PATTERN.test(value.trim()) ? undefined : EMAIL_MESSAGES.invalid;
};
