import { MSG } from '@/shared/lib/messages';
import { validate } from '@/shared/lib/validation';
import { EMPTY_PAYMENT, type PaymentFormValues, type ShippingFormValues } from './buildOrder';
import { paymentResolver, paymentRules, SHIPPING_RULES, shippingResolver } from './formRules';

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
  email: 'not-an-email',
  phone: '12',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: 'abc',
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
    expect(validate({ ...fullShipping, city: '   ' }, SHIPPING_RULES)).toEqual({ city: MSG.shipping.city });
  });

  it('make no format checks', () => {
    expect(validate(fullShipping, SHIPPING_RULES)).toEqual({});
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
