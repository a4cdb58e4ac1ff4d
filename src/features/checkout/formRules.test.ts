import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { validate } from '@/shared/lib/validation';
import { EMPTY_PAYMENT, type PaymentFormValues, type ShippingFormValues } from './buildOrder';
import { PINCODE_MESSAGES } from '@/features/delivery';
import {
  ADDRESS_RULES,
  addressResolver,
  paymentResolver,
  paymentRules,
  SHIPPING_RULES,
  shippingPincode,
  shippingResolver,
  pincodeInState,
} from './formRules';

const emptyShipping: ShippingFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
};
const fullShipping: ShippingFormValues = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe('shipping rules', () => {
  it('require every field with the spec messages', () => {
    expect(validate(emptyShipping, SHIPPING_RULES)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
  });

  it('treat whitespace as empty', () => {
    expect(validate({ ...fullShipping, city: '   ' }, SHIPPING_RULES)).toEqual({
      city: FIELD_MSG.shipping.city,
    });
  });

  it("check the phone as a 10-digit Indian mobile number: 'Please enter a valid 10-digit mobile number'", () => {
    for (const phone of ['12', '12345 67890', '98765 4321', '+44 98765 43210', '98765 43210 1'])
      expect(validate({ ...fullShipping, phone }, SHIPPING_RULES)).toEqual({
        phone: 'Please enter a valid 10-digit mobile number',
      });
    for (const phone of ['+91 98765 43210', '098765-43210', '(987) 654 3210', '6000000000'])
      expect(validate({ ...fullShipping, phone }, SHIPPING_RULES)).toEqual({});
  });

  it("check the email's format like every other form", () => {
    expect(validate(fullShipping, SHIPPING_RULES)).toEqual({});
    expect(validate({ ...fullShipping, email: 'not-an-email' }, SHIPPING_RULES)).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it.each([
    ['a pincode starting with 0', '012345'],
    ['five digits', '70001'],
    ['seven digits', '7000161'],
    ['letters', '70001a'],
  ])('refuse %s with the pincode message', (_case, pincode) => {
    expect(validate({ ...fullShipping, pincode }, SHIPPING_RULES)).toEqual({
      pincode: 'Please enter a valid 6-digit pincode',
    });
  });

  it.each([['744101'], ['999999']])('stop a pincode we do not deliver to (%s)', (pincode) => {
    expect(validate({ ...fullShipping, pincode }, SHIPPING_RULES)).toEqual({
      pincode: `Sorry, we do not deliver to ${pincode} yet`,
    });
  });

  it('take a served pincode with spaces around it', () => {
    expect(validate({ ...fullShipping, pincode: ' 781006 ' }, SHIPPING_RULES)).toEqual({});
  });

  it('work as a react-hook-form resolver', async () => {
    const failed = await shippingResolver(emptyShipping, undefined, resolverOptions);
    expect(failed.values).toEqual({});
    expect(failed.errors).toMatchObject({ name: { type: 'validate', message: 'Name is required' } });
    expect(Object.keys(failed.errors)).toHaveLength(7);
    const passed = await shippingResolver(fullShipping, undefined, resolverOptions);
    expect(passed).toEqual({ values: fullShipping, errors: {} });
  });
});

describe('address book rules', () => {
  const { email: _email, ...address } = fullShipping;
  const home = { ...address, label: 'Home' as const };

  it('require the checkout’s fields (there is no email) with their messages', () => {
    expect(
      validate(
        { ...home, name: '', phone: ' ', address: '', city: '', state: '', pincode: '' },
        ADDRESS_RULES,
      ),
    ).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
  });

  it('want a valid pincode, which may be one we do not deliver to yet', () => {
    expect(validate({ ...home, pincode: '012345' }, ADDRESS_RULES)).toEqual({
      pincode: 'Please enter a valid 6-digit pincode',
    });
    expect(validate({ ...home, pincode: '744101' }, ADDRESS_RULES)).toEqual({});
  });
});

describe('payment rules', () => {
  it('card: number, expiry, CVV and cardholder name, with the spec messages', () => {
    const values: PaymentFormValues = { ...EMPTY_PAYMENT, method: 'card' };
    expect(validate(values, paymentRules(values))).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      cardName: 'Cardholder name is required',
    });
  });

  const NOW = new Date(2026, 10, 24); // 24 November 2026
  const card = (fields: Partial<PaymentFormValues>): PaymentFormValues => ({
    ...EMPTY_PAYMENT,
    method: 'card',
    cardNumber: '4111 1111 1111 1111',
    expiryDate: '12/28',
    cvv: '123',
    cardName: 'Priya Sharma',
    ...fields,
  });
  const cardErrors = (fields: Partial<PaymentFormValues>) =>
    validate(card(fields), paymentRules(card(fields), NOW));

  it('card number: 12 to 19 digits, spaces allowed, passing the Luhn check', () => {
    for (const accepted of [
      '4111 1111 1111 1111',
      '4111111111111111',
      '5555 5555 5555 4444',
      '3782 822463 10005', // 15 digits (Amex), spaced its own way
      '6011 1111 1111 1117',
      '5084 8400 0007', // 12 digits
      '6011 1111 1111 1111 110', // 19 digits
    ]) {
      expect(cardErrors({ cardNumber: accepted })).toEqual({});
    }
    for (const refused of [
      '1',
      '123',
      '4111 1111 111', // 11 digits
      '4111 1111 1111 1112', // fails Luhn
      '4111-1111-1111-1111',
      '4111 1111 1111 111a',
      '6011 1111 1111 1111 1117', // 20 digits
    ]) {
      expect(cardErrors({ cardNumber: refused })).toEqual({ cardNumber: 'Please enter a valid card number' });
    }
  });

  it('expiry: MM/YY, a real month, not before this month', () => {
    for (const accepted of ['11/26', '12/26', '01/27', '12/99']) {
      expect(cardErrors({ expiryDate: accepted })).toEqual({});
    }
    for (const refused of ['10/26', '12/25', '00/27', '13/27', '1/27', '12/2', '1227', 'ab/cd']) {
      expect(cardErrors({ expiryDate: refused })).toEqual({ expiryDate: 'Please enter a valid expiry date' });
    }
  });

  it('CVV: exactly 3 digits', () => {
    expect(cardErrors({ cvv: '007' })).toEqual({});
    for (const refused of ['1', '12', '1234', '12a']) {
      expect(cardErrors({ cvv: refused })).toEqual({ cvv: 'Please enter a valid CVV' });
    }
  });

  it('UPI ID: name@bank', () => {
    const upi = (upiId: string) => {
      const values: PaymentFormValues = { ...EMPTY_PAYMENT, method: 'upi', upiId };
      return validate(values, paymentRules(values, NOW));
    };
    for (const accepted of [
      'priya@okhdfcbank',
      'p.sharma-1_2@ybl',
      ' priya@upi ',
      `${'a'.repeat(256)}@${'b'.repeat(64)}`,
    ]) {
      expect(upi(accepted)).toEqual({});
    }
    for (const refused of [
      'priya',
      'p@okaxis',
      'priya@o',
      'priya@ok1',
      'priya@@upi',
      'pri ya@upi',
      'priya@upi.com',
      `${'a'.repeat(257)}@upi`,
      `priya@${'b'.repeat(65)}`,
    ]) {
      expect(upi(refused)).toEqual({ upiId: 'Please enter a valid UPI ID' });
    }
  });

  it('the "required" messages stay as they were', () => {
    expect(cardErrors({ cardNumber: '  ', expiryDate: '', cvv: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
    });
  });

  it('UPI: the UPI id only', () => {
    const values: PaymentFormValues = { ...EMPTY_PAYMENT, method: 'upi' };
    expect(validate(values, paymentRules(values))).toEqual({ upiId: 'UPI ID is required' });
  });

  it('cash on delivery: nothing', () => {
    const values: PaymentFormValues = { ...EMPTY_PAYMENT, method: 'cod' };
    expect(validate(values, paymentRules(values))).toEqual({});
  });

  it('work as a react-hook-form resolver that follows the chosen method', async () => {
    const upi = await paymentResolver(
      { ...EMPTY_PAYMENT, method: 'upi', upiId: 'me@bank' },
      undefined,
      resolverOptions,
    );
    expect(upi.errors).toEqual({});
    const card = await paymentResolver(
      { ...EMPTY_PAYMENT, method: 'card', upiId: 'me@bank' },
      undefined,
      resolverOptions,
    );
    expect(Object.keys(card.errors)).toEqual(['cardNumber', 'expiryDate', 'cvv', 'cardName']);
  });
});

describe('shipping pincode', () => {
  it('names the pincode we do not deliver to without the spaces typed around it', () => {
    expect(shippingPincode(' 744101 ')).toBe(PINCODE_MESSAGES.notServed('744101'));
  });
});

describe('pincodeInState: the pincode and the State agree', () => {
  const rule = pincodeInState('Maharashtra', shippingPincode);

  it("says where a pincode is when the State chosen is another ('Pincode 700016 is in West Bengal')", () => {
    expect(rule('700016')).toBe('Pincode 700016 is in West Bengal');
    expect(rule(' 700016 ')).toBe('Pincode 700016 is in West Bengal');
    expect(rule('411001')).toBeUndefined();
  });

  it("reports the pincode's own problem first, and checks nothing against an empty State", () => {
    expect(rule('70001')).toBe(PINCODE_MESSAGES.invalid);
    expect(pincodeInState('', shippingPincode)('700016')).toBeUndefined();
    expect(pincodeInState('   ', shippingPincode)('700016')).toBeUndefined();
  });

  it('holds checkout and the address book to it', async () => {
    const shipping = await shippingResolver(
      { ...fullShipping, state: 'Maharashtra' },
      undefined,
      resolverOptions,
    );
    expect(shipping.errors.pincode?.message).toBe('Pincode 700016 is in West Bengal');
    const address = await addressResolver(
      {
        label: 'Home',
        name: 'Priya',
        phone: '98765 43210',
        address: '1 Road',
        city: 'Pune',
        state: 'West Bengal',
        pincode: '411001',
      },
      undefined,
      resolverOptions,
    );
    expect(address.errors.pincode?.message).toBe('Pincode 411001 is in Maharashtra');
  });
});
