import { setEdition, translate } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { codRefusals } from './codRules';
import { paymentResolver, shippingResolver } from './formRules';
import { PAYMENT_MSG } from './paymentRules';
import type { ShippingFormValues } from './buildOrder';

const EMPTY_SHIPPING: ShippingFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
};

const resolve = <T extends object>(
  resolver: (values: T, context: unknown, options: never) => unknown,
  values: T,
) => resolver(values, undefined, {} as never) as Promise<{ errors: Record<string, { message: string }> }>;

afterEach(() => setEdition('en'));

describe("checkout's rules, in Hindi", () => {
  it('give the fields their messages in Hindi (the rules run in English)', async () => {
    setEdition('hi', HINDI);
    const { errors } = await resolve(shippingResolver, EMPTY_SHIPPING);
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.message]))).toEqual({
      name: 'नाम डालना ज़रूरी है',
      email: 'ईमेल डालना ज़रूरी है',
      phone: 'फ़ोन नंबर डालना ज़रूरी है',
      address: 'पता डालना ज़रूरी है',
      city: 'शहर डालना ज़रूरी है',
      state: 'राज्य चुनना ज़रूरी है',
      pincode: 'पिनकोड डालना ज़रूरी है',
    });
    const payment = await resolve(paymentResolver, {
      method: 'upi',
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      cardName: '',
      upiId: 'priya',
    });
    expect(payment.errors.upiId?.message).toBe('कृपया सही UPI ID डालें');
    expect(Object.values(PAYMENT_MSG).filter((message) => translate(message) === message)).toEqual([]);
  });

  it('keep them English on an English page', async () => {
    const { errors } = await resolve(shippingResolver, EMPTY_SHIPPING);
    expect(errors.city?.message).toBe('City is required');
  });

  it('say why Cash on Delivery is not offered in Hindi, the limit and the pincode as they are', () => {
    setEdition('hi', HINDI);
    expect(codRefusals(9000, '795001')).toEqual([
      'कैश ऑन डिलीवरी सिर्फ़ ₹5,000 तक के ऑर्डर पर उपलब्ध है',
      '795001 के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है',
    ]);
  });
});
