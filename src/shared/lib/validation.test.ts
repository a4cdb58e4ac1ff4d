import { FIELD_MSG } from './validationMessages';
import {
  acceptTerms,
  all,
  confirmPassword,
  contactRules,
  email,
  forgotPasswordRules,
  loginRules,
  name,
  password,
  profileRules,
  required,
  signupPhone,
  mobile,
  isIndianMobile,
  signupRules,
  validate,
  type SignupValues,
} from './validation';

describe('email', () => {
  it.each([
    ['', FIELD_MSG.emailRequired],
    ['   ', FIELD_MSG.emailRequired],
    ['priya', FIELD_MSG.emailInvalid],
    ['priya@', FIELD_MSG.emailInvalid],
    ['priya@example', FIELD_MSG.emailInvalid],
    ['@example.com', FIELD_MSG.emailInvalid],
    ['pri ya@example.com', FIELD_MSG.emailInvalid],
    ['priya@@example.com', FIELD_MSG.emailInvalid],
    ['priya@example.', FIELD_MSG.emailInvalid],
    ['  priya@example.com  ', undefined],
    ['priya@example.com', undefined],
    ['p.s+shop@mail.co.in', undefined],
  ])('%j gives %j', (value, message) => {
    expect(email(value)).toBe(message);
  });
});

describe('password', () => {
  it.each([
    ['', FIELD_MSG.passwordRequired],
    ['12345', FIELD_MSG.passwordShort],
    ['123456', undefined],
    ['pass word', undefined],
  ])('%j gives %j', (value, message) => {
    expect(password(value)).toBe(message);
  });

  // A field the form never registered reaches its rule as undefined (the types say string).
  it('a missing value is a missing password, as is a missing confirmation', () => {
    expect(password(undefined as unknown as string)).toBe(FIELD_MSG.passwordRequired);
    expect(confirmPassword('secret1')(undefined as unknown as string)).toBe(FIELD_MSG.confirmRequired);
    expect(email(undefined as unknown as string)).toBe(FIELD_MSG.emailRequired);
  });
});

describe('name', () => {
  it.each([
    ['', FIELD_MSG.nameRequired],
    [' ', FIELD_MSG.nameRequired],
    ['P', FIELD_MSG.nameShort],
    [' P ', FIELD_MSG.nameShort],
    ['Pi', undefined],
  ])('%j gives %j', (value, message) => {
    expect(name(value)).toBe(message);
  });
});

describe('sign-up phone', () => {
  it.each([
    ['', FIELD_MSG.phoneRequired],
    ['12345', FIELD_MSG.phoneInvalid],
    ['98765abcde', FIELD_MSG.phoneInvalid],
    ['9876543210', undefined],
    ['+91 98765 43210', undefined],
    ['(022) 4000-1234', undefined],
    ['++919876543210', FIELD_MSG.phoneInvalid],
    ['987654321', FIELD_MSG.phoneInvalid],
    ['98765 43210 ', undefined],
    ['+91-98765-43210', undefined],
    ['98765+43210', FIELD_MSG.phoneInvalid],
    [' +91 98765 43210', undefined],
  ])('%j gives %j', (value, message) => {
    expect(signupPhone(value)).toBe(message);
  });
});

describe('confirm password', () => {
  it('is required and must equal the password', () => {
    expect(confirmPassword('secret1')('')).toBe(FIELD_MSG.confirmRequired);
    expect(confirmPassword('secret1')('secret2')).toBe(FIELD_MSG.passwordsMismatch);
    expect(confirmPassword('secret1')('secret1')).toBeUndefined();
  });
});

describe('combinators', () => {
  it('required rejects blank values with its own message', () => {
    expect(required(FIELD_MSG.shipping.city)(' ')).toBe(FIELD_MSG.shipping.city);
    expect(required(FIELD_MSG.shipping.city)('Pune')).toBeUndefined();
  });

  it('all returns the first failing message', () => {
    const rule = all(required('a'), (v) => (v.length < 3 ? 'b' : undefined));
    expect(rule('')).toBe('a');
    expect(rule('x')).toBe('b');
    expect(rule('xyz')).toBeUndefined();
  });

  it('validate maps each failing field to its message', () => {
    expect(validate({ name: '', email: 'x@y.z' }, { name, email })).toEqual({ name: FIELD_MSG.nameRequired });
    expect(validate({ name: 'Asha', email: 'x@y.z' }, { name, email })).toEqual({});
  });

  it('validate gives a field missing from the values an empty string, and skips fields without a rule', () => {
    const seen: unknown[] = [];
    const spy = (value: string) => {
      seen.push(value);
      return undefined;
    };
    expect(validate({ email: 'x@y.z' } as { name: string; email: string }, { name: spy })).toEqual({});
    expect(seen).toEqual(['']);
    expect(validate({ name: '', email: '' }, { email })).toEqual({ email: FIELD_MSG.emailRequired });
  });
});

describe('terms', () => {
  it('must be ticked', () => {
    expect(acceptTerms(false)).toBe(FIELD_MSG.termsRequired);
    expect(acceptTerms(true)).toBeUndefined();
  });
});

describe('the rules of each form', () => {
  it('sign in checks the email and the password, not Remember me', () => {
    expect(validate({ email: '', password: '', remember: false }, loginRules)).toEqual({
      email: FIELD_MSG.emailRequired,
      password: FIELD_MSG.passwordRequired,
    });
    expect(validate({ email: 'priya@example', password: '12345', remember: true }, loginRules)).toEqual({
      email: FIELD_MSG.emailInvalid,
      password: FIELD_MSG.passwordShort,
    });
    expect(validate({ email: 'priya@example.com', password: 'secret', remember: false }, loginRules)).toEqual(
      {},
    );
  });

  it('sign up gives every message of the spec, including the terms box', () => {
    const empty: SignupValues = {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      terms: false,
    };
    expect(validate(empty, signupRules)).toEqual({
      name: FIELD_MSG.nameRequired,
      email: FIELD_MSG.emailRequired,
      phone: FIELD_MSG.phoneRequired,
      password: FIELD_MSG.passwordRequired,
      confirmPassword: FIELD_MSG.confirmRequired,
      terms: FIELD_MSG.termsRequired,
    });
    const wrong: SignupValues = {
      name: 'A',
      email: 'asha.example.com',
      phone: '12345',
      password: 'abc',
      confirmPassword: 'abd',
      terms: true,
    };
    expect(validate(wrong, signupRules)).toEqual({
      name: FIELD_MSG.nameShort,
      email: FIELD_MSG.emailInvalid,
      phone: FIELD_MSG.phoneInvalid,
      password: FIELD_MSG.passwordShort,
      confirmPassword: FIELD_MSG.passwordsMismatch,
    });
    const good: SignupValues = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      password: 'secret1',
      confirmPassword: 'secret1',
      terms: true,
    };
    expect(validate(good, signupRules)).toEqual({});
  });

  it('forgot password uses the email rules', () => {
    expect(validate({ email: '' }, forgotPasswordRules)).toEqual({ email: FIELD_MSG.emailRequired });
    expect(validate({ email: 'x@y' }, forgotPasswordRules)).toEqual({ email: FIELD_MSG.emailInvalid });
    expect(validate({ email: 'x@y.in' }, forgotPasswordRules)).toEqual({});
  });

  it('profile requires name, email and phone but checks no phone format or name length; address is optional', () => {
    expect(validate({ name: ' ', email: '', phone: '', address: '' }, profileRules)).toEqual({
      name: FIELD_MSG.nameRequired,
      email: FIELD_MSG.emailRequired,
      phone: FIELD_MSG.phoneRequired,
    });
    // A one-letter name and a short phone pass here; only sign-up checks them.
    expect(validate({ name: 'A', email: 'a@b.co', phone: '123', address: '' }, profileRules)).toEqual({});
    expect(validate({ name: 'A', email: 'a@b', phone: '123', address: '' }, profileRules)).toEqual({
      email: FIELD_MSG.emailInvalid,
    });
  });

  it('contact requires name, email and message; phone is optional and unchecked', () => {
    expect(validate({ name: '', email: '', phone: '', message: '  ' }, contactRules)).toEqual({
      name: FIELD_MSG.nameRequired,
      email: FIELD_MSG.emailRequired,
      message: FIELD_MSG.messageRequired,
    });
    expect(validate({ name: 'R', email: 'r@s.in', phone: 'abc', message: 'Hi' }, contactRules)).toEqual({});
  });
});

describe('validate', () => {
  it('lists only the failing fields: a passing field has no key at all', () => {
    const errors = validate({ name: 'Riya', email: 'riya@example.in', phone: '', message: '' }, contactRules);
    expect(Object.keys(errors).sort()).toEqual(['message']);
  });
});

describe('mobile: a delivery phone, a 10-digit Indian mobile number', () => {
  const rule = mobile('Phone is required');

  it("is required first, with the form's message", () => {
    expect(rule('')).toBe('Phone is required');
    expect(rule('   ')).toBe('Phone is required');
  });

  it('takes 10 digits from 6 to 9 first, after +91, 91 or 0, with spaces, hyphens and brackets', () => {
    for (const value of [
      '9876543210',
      '+91 98765 43210',
      '91 98765 43210',
      '098765-43210',
      ' (987) 654-3210 ',
      '6000000000',
      '7999999999',
      '8000000000',
    ])
      expect(rule(value)).toBeUndefined();
  });

  it("refuses anything else: 'Please enter a valid 10-digit mobile number'", () => {
    for (const value of [
      '12',
      '5876543210',
      '98765 4321',
      '98765 432101',
      '+92 98765 43210',
      '9876543210x',
      '+9198765 4321',
      '0091 98765 43210',
      '98765.43210',
    ])
      expect(rule(value)).toBe('Please enter a valid 10-digit mobile number');
    expect(isIndianMobile('+919876543210')).toBe(true);
    expect(isIndianMobile('+0 9876543210')).toBe(false);
  });
});
