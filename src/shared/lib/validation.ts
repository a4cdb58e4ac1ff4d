import { MSG } from './messages';

/**
 * Validation rules of spec section 5, as pure functions: each returns the message to show, or
 * undefined when the value is fine. Each form combines exactly the rules the spec gives it.
 */
export type Rule = (value: string) => string | undefined;

/** text, @, text, dot, text: no spaces, one @, a dot after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional +, then at least 10 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;

export const email: Rule = (value) => {
  if (value.trim() === '') return MSG.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? undefined : MSG.emailInvalid;
};

export const password: Rule = (value) => {
  if (value === '') return MSG.passwordRequired;
  return value.length < 6 ? MSG.passwordShort : undefined;
};

export const name: Rule = (value) => {
  if (value.trim() === '') return MSG.nameRequired;
  return value.trim().length < 2 ? MSG.nameShort : undefined;
};

/** Sign-up only: profile and checkout phones are required, with no format check. */
export const signupPhone: Rule = (value) => {
  if (value.trim() === '') return MSG.phoneRequired;
  return PHONE_PATTERN.test(value.trim()) ? undefined : MSG.phoneInvalid;
};

export const confirmPassword =
  (passwordValue: string): Rule =>
  (value) => {
    if (value === '') return MSG.confirmRequired;
    return value === passwordValue ? undefined : MSG.passwordsMismatch;
  };

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
export function validate<T extends Record<string, string>>(
  values: T,
  rules: Partial<Record<keyof T, Rule>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const message = rules[key]?.(values[key] ?? '');
    if (message) errors[key] = message;
  }
  return errors;
}
