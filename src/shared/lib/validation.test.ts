import { MSG } from './messages';
import { all, confirmPassword, email, name, password, required, signupPhone, validate } from './validation';

describe('email', () => {
  it.each([
    ['', MSG.emailRequired],
    ['   ', MSG.emailRequired],
    ['priya', MSG.emailInvalid],
    ['priya@', MSG.emailInvalid],
    ['priya@example', MSG.emailInvalid],
    ['@example.com', MSG.emailInvalid],
    ['pri ya@example.com', MSG.emailInvalid],
    ['priya@example.com', undefined],
    ['p.s+shop@mail.co.in', undefined],
  ])('%j gives %j', (value, message) => {
    expect(email(value)).toBe(message);
  });
});

describe('password', () => {
  it.each([
    ['', MSG.passwordRequired],
    ['12345', MSG.passwordShort],
    ['123456', undefined],
  ])('%j gives %j', (value, message) => {
    expect(password(value)).toBe(message);
  });
});

describe('name', () => {
  it.each([
    ['', MSG.nameRequired],
    [' ', MSG.nameRequired],
    ['P', MSG.nameShort],
    ['Pi', undefined],
  ])('%j gives %j', (value, message) => {
    expect(name(value)).toBe(message);
  });
});

describe('sign-up phone', () => {
  it.each([
    ['', MSG.phoneRequired],
    ['12345', MSG.phoneInvalid],
    ['98765abcde', MSG.phoneInvalid],
    ['9876543210', undefined],
    ['+91 98765 43210', undefined],
    ['(022) 4000-1234', undefined],
    ['++919876543210', MSG.phoneInvalid],
  ])('%j gives %j', (value, message) => {
    expect(signupPhone(value)).toBe(message);
  });
});

describe('confirm password', () => {
  it('is required and must equal the password', () => {
    expect(confirmPassword('secret1')('')).toBe(MSG.confirmRequired);
    expect(confirmPassword('secret1')('secret2')).toBe(MSG.passwordsMismatch);
    expect(confirmPassword('secret1')('secret1')).toBeUndefined();
  });
});

describe('combinators', () => {
  it('required rejects blank values with its own message', () => {
    expect(required(MSG.shipping.city)(' ')).toBe(MSG.shipping.city);
    expect(required(MSG.shipping.city)('Pune')).toBeUndefined();
  });

  it('all returns the first failing message', () => {
    const rule = all(required('a'), (v) => (v.length < 3 ? 'b' : undefined));
    expect(rule('')).toBe('a');
    expect(rule('x')).toBe('b');
    expect(rule('xyz')).toBeUndefined();
  });

  it('validate maps each failing field to its message', () => {
    expect(validate({ name: '', email: 'x@y.z' }, { name, email })).toEqual({ name: MSG.nameRequired });
    expect(validate({ name: 'Asha', email: 'x@y.z' }, { name, email })).toEqual({});
  });
});
