import {
  CARD_NUMBER_MAX_LENGTH,
  CVV_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  lastFour,
} from './paymentFormat';

describe('formatCardNumber', () => {
  it('groups digits in fours', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('drops anything but digits and regroups pasted numbers', () => {
    expect(formatCardNumber('4111-1111 1111abc1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 ')).toBe('4111');
  });

  it('stops at 19 digits, 23 characters with the spaces (card numbers are 12 to 19 digits)', () => {
    const formatted = formatCardNumber('6011111111111111111999');
    expect(formatted).toBe('6011 1111 1111 1111 111');
    expect(formatted).toHaveLength(CARD_NUMBER_MAX_LENGTH);
  });
});

describe('formatExpiry', () => {
  it('adds the slash once the month is typed', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/2', '12/')).toBe('12/2');
    expect(formatExpiry('12/27', '12/2')).toBe('12/27');
  });

  it("pads a one-digit month ended by a slash, never reordering what was typed: '1/27' is '01/27'", () => {
    expect(formatExpiry('1/', '1')).toBe('01/');
    expect(formatExpiry('01/2', '01/')).toBe('01/2');
    expect(formatExpiry('1/27')).toBe('01/27');
    expect(formatExpiry(' 9 /30')).toBe('09/30');
    // Deleting back to the month keeps what is left.
    expect(formatExpiry('01', '01/')).toBe('01');
  });

  it('does not put the slash back while deleting', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
  });

  it('formats pasted digits and stops at MM/YY', () => {
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12/2799')).toBe('12/27');
    expect(formatExpiry('12/2799')).toHaveLength(EXPIRY_MAX_LENGTH);
    expect(formatExpiry('ab')).toBe('');
  });
});

describe('formatCvv', () => {
  it('keeps three digits at most', () => {
    expect(formatCvv('12a34')).toBe('123');
    expect(formatCvv('12a34')).toHaveLength(CVV_MAX_LENGTH);
  });
});

describe('lastFour', () => {
  it('takes the last four digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(lastFour('12')).toBe('12');
  });
});
