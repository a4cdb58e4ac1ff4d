import { email, isBlank, type Rule } from './emailRule';
import { FIELD_MSG } from './validationMessages';

// The email rule has its own module: the newsletter form on every page needs it, and nothing else.
export { email, isBlank } from './emailRule';

/**
 * Validation rules of spec section 5, as pure functions: each returns the message to show, or
 * undefined when the value is fine. Each form combines exactly the rules the spec gives it (the
 * rule sets at the bottom); react-hook-form takes them as `validate` functions unchanged.
 */
export type { Rule };

/** A rule that may look at the other fields of its form (e.g. Confirm Password). */
export type FieldRule<V, T> = (value: V, values: T) => string | undefined;

/** The rules of one form: at most one per field. Fields without a rule are optional and unchecked. */
export type FormRules<T> = { [K in keyof T]?: FieldRule<T[K], T> };

/** An optional +, then at least 10 characters that are digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) ? message : undefined;

/** Sign in and sign up: required, at least 6 characters (spaces count: a password is never trimmed). */
export const password: Rule = (value) => {
  if ((value ?? '') === '') return FIELD_MSG.passwordRequired;
  return value.length < 6 ? FIELD_MSG.passwordShort : undefined;
};

/** Sign up: required, at least 2 characters after trimming. */
export const name: Rule = (value) => {
  if (isBlank(value)) return FIELD_MSG.nameRequired;
  return value.trim().length < 2 ? FIELD_MSG.nameShort : undefined;
};

/**
 * An Indian mobile number: 10 digits, the first 6 to 9, after an optional +91, 91 or 0; spaces,
 * hyphens and brackets between them are allowed ('+91 98765 43210', '098765-43210').
 */
export function isIndianMobile(value: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.trim().replace(/[\s\-()]/g, ''));
}

/**
 * A delivery's phone (checkout's shipping step and the address book): required with the form's own
 * message, then an Indian mobile number, which the courier calls.
 */
export const mobile =
  (requiredMessage: string): Rule =>
  (value) => {
    if (isBlank(value)) return requiredMessage;
    return isIndianMobile(value) ? undefined : FIELD_MSG.mobileInvalid;
  };

/** Sign-up only: the profile's phone is required, with no format check. */
export const signupPhone: Rule = (value) => {
  if (isBlank(value)) return FIELD_MSG.phoneRequired;
  return PHONE_PATTERN.test(value.trim()) ? undefined : FIELD_MSG.phoneInvalid;
};

export const confirmPassword =
  (passwordValue: string): Rule =>
  (value) => {
    if ((value ?? '') === '') return FIELD_MSG.confirmRequired;
    return value === passwordValue ? undefined : FIELD_MSG.passwordsMismatch;
  };

/** Sign-up terms checkbox: must be ticked. */
export const acceptTerms = (checked: boolean): string | undefined =>
  checked ? undefined : FIELD_MSG.termsRequired;

/** Runs rules in order, returning the first message. */
export const all =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return undefined;
  };

/** Validates a whole form: `{ field: message }` for every failing field (empty object when valid). */
export function validate<T extends object>(values: T, rules: FormRules<T>): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const rule = rules[key];
    const value = (values[key] ?? '') as T[typeof key];
    const message = rule?.(value, values);
    if (message) errors[key] = message;
  }
  return errors;
}

/* ------------------------------------------------------------------ the rules of each form */

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface SignupValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export interface ForgotPasswordValues {
  email: string;
}

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Sign in: email, password (Remember me is free). */
export const loginRules: FormRules<LoginValues> = { email, password };

/** Sign up: name (2+), email, phone (format checked), password (6+), confirmation, terms. */
export const signupRules: FormRules<SignupValues> = {
  name,
  email,
  phone: signupPhone,
  password,
  confirmPassword: (value, values) => confirmPassword(values.password)(value),
  terms: acceptTerms,
};

/** Forgot password: the same email rules. */
export const forgotPasswordRules: FormRules<ForgotPasswordValues> = { email };

/** Profile: name, email and phone required (no length or phone format checks); address optional. */
export const profileRules: FormRules<ProfileValues> = {
  name: required(FIELD_MSG.nameRequired),
  email,
  phone: required(FIELD_MSG.phoneRequired),
};

/** Contact: name, email and message required; phone optional. */
export const contactRules: FormRules<ContactValues> = {
  name: required(FIELD_MSG.nameRequired),
  email,
  message: required(FIELD_MSG.messageRequired),
};
