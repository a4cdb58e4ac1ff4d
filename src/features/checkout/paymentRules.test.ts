import { PAYMENT_MSG, cardNumber, expiryDate, passesLuhn } from './paymentRules';

describe('passesLuhn', () => {
  it('accepts a number whose checksum is right and refuses one digit off', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('refuses no digits at all (an empty checksum is not a card)', () => {
    expect(passesLuhn('')).toBe(false);
  });
});

describe('cardNumber', () => {
  it('takes 12 to 19 digits that pass the checksum, with spaces between them', () => {
    expect(cardNumber('4111 1111 1111 1111')).toBeUndefined();
    expect(cardNumber('400000000002')).toBeUndefined();
    expect(cardNumber('4000000000000000006')).toBeUndefined();
  });

  it('refuses fewer than 12 or more than 19 digits, even when the checksum passes', () => {
    expect(cardNumber('40000000006')).toBe(PAYMENT_MSG.cardNumberInvalid);
    expect(cardNumber('40000000000000000002')).toBe(PAYMENT_MSG.cardNumberInvalid);
  });

  it("takes the networks' first digits, 2 to 6, and refuses all zeros and any other first digit", () => {
    for (const card of ['2000000000000006', '300000000000007', '5000000000000009', '6000000000000007'])
      expect(cardNumber(card)).toBeUndefined();
    // Each passes the checksum.
    for (const card of [
      '0000000000000000',
      '000000000000',
      '1000000000000008',
      '7000000000000005',
      '9000000000000001',
    ])
      expect(cardNumber(card)).toBe(PAYMENT_MSG.cardNumberInvalid);
  });

  it('refuses any character but digits and spaces, before or after the digits', () => {
    // A tab reads as 0 to Number(), so only the format check stops these.
    expect(cardNumber('\t400000000002')).toBe(PAYMENT_MSG.cardNumberInvalid);
    expect(cardNumber('400000000002\t')).toBe(PAYMENT_MSG.cardNumberInvalid);
  });
});

describe('expiryDate', () => {
  const rule = expiryDate(new Date(2026, 5, 15));

  it('ignores spaces around MM/YY', () => {
    expect(rule(' 12/30 ')).toBeUndefined();
  });

  it('refuses anything before or after MM/YY', () => {
    expect(rule('112/30')).toBe(PAYMENT_MSG.expiryInvalid);
    expect(rule('12/301')).toBe(PAYMENT_MSG.expiryInvalid);
  });
});
