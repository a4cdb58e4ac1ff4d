import { MSG } from './messages';

/**
 * Validation rules of spec section 5, as pure functions: each returns the message to show, or
 * undefined when the value is fine. Each form combines exactly the rules the spec gives it (the
 * rule sets at the bottom); react-hook-form takes them as `validate` functions unchanged.
 */
export type Rule = (value: string) => string | undefined;

/** A rule that may look at the other fields of its form (e.g. Confirm Password). */
export type FieldRule<V, T> = (value: V, values: T) => string | undefined;

/** The rules of one form: at most one per field. Fields without a rule are optional and unchecked. */
export type FormRules<T> = { [K in keyof T]?: FieldRule<T[K], T> };

/** text, @, text, dot, text: no spaces, one @, a dot after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional +, then at least 10 characters that are digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

const isBlank = (value: string | undefined | null) => (value ?? '').trim() === '';

export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) ? message : undefined;

/** Email, everywhere: required ('Email is required'), then text@text.text ('Please enter a valid email'). */
export const email: Rule = (value) => {
  if (isBlank(value)) return MSG.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? undefined : MSG.emailInvalid;
};

/** Sign in and sign up: required, at least 6 characters (spaces count: a password is never trimmed). */
export const password: Rule = (value) => {
  if ((value ?? '') === '') return MSG.passwordRequired;
  return value.length < 6 ? MSG.passwordShort : undefined;
};

/** Sign up: required, at least 2 characters after trimming. */
export const name: Rule = (value) => {
  if (isBlank(value)) return MSG.nameRequired;
  return value.trim().length < 2 ? MSG.nameShort : undefined;
};

/** Sign-up only: profile and checkout phones are required, with no format check. */
export const signupPhone: Rule = (value) => {
  if (isBlank(value)) return MSG.phoneRequired;
  return PHONE_PATTERN.test(value.trim()) ? undefined : MSG.phoneInvalid;
};

/* ------------------------------------------------------------------ payment (decisions.md, Changed) */

/** The Luhn checksum every card number carries: digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Card number: required, then 12 to 19 digits (spaces allowed between them) passing the Luhn check. */
export const cardNumber: Rule = (value) => {
  if (isBlank(value)) return MSG.cardNumberRequired;
  if (!/^[\d ]+$/.test(value)) return MSG.cardNumberInvalid;
  const digits = value.replace(/ /g, '');
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits) ? undefined : MSG.cardNumberInvalid;
};

/**
 * Expiry: required, then MM/YY with a real month (01-12), not before the month of `now` (a card is
 * good until the end of its month). YY is 20YY.
 */
export const expiryDate =
  (now: Date): Rule =>
  (value) => {
    if (isBlank(value)) return MSG.expiryRequired;
    const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
    if (!match) return MSG.expiryInvalid;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return MSG.expiryInvalid;
    const thisYear = now.getFullYear();
    const thisMonth = now.getMonth() + 1;
    return year > thisYear || (year === thisYear && month >= thisMonth) ? undefined : MSG.expiryInvalid;
  };

/** CVV: required, then exactly 3 digits. */
export const cvv: Rule = (value) => {
  if (isBlank(value)) return MSG.cvvRequired;
  return /^\d{3}$/.test(value) ? undefined : MSG.cvvInvalid;
};

/** A UPI ID: `name@bank`, 2-256 letters, digits, '.', '-' or '_' before the @, 2-64 letters after it. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

/** UPI ID: required, then name@bank (spaces around it are ignored, as the order keeps it trimmed). */
export const upiId: Rule = (value) => {
  if (isBlank(value)) return MSG.upiRequired;
  return UPI_ID_PATTERN.test(value.trim()) ? undefined : MSG.upiInvalid;
};

export const confirmPassword =
  (passwordValue: string): Rule =>
  (value) => {
    if ((value ?? '') === '') return MSG.confirmRequired;
    return value === passwordValue ? undefined : MSG.passwordsMismatch;
  };

/** Sign-up terms checkbox: must be ticked. */
export const acceptTerms = (checked: boolean): string | undefined =>
  checked ? undefined : MSG.termsRequired;

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
  name: required(MSG.nameRequired),
  email,
  phone: required(MSG.phoneRequired),
};

/** Contact: name, email and message required; phone optional. */
export const contactRules: FormRules<ContactValues> = {
  name: required(MSG.nameRequired),
  email,
  message: required(MSG.messageRequired),
};
