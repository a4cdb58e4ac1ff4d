import { setEdition, translate } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { EMAIL_MESSAGES } from './emailRule';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indianStates';
import { MSG } from './messages';
import { FIELD_MSG } from './validationMessages';

/** Every text of a table, nested tables included (functions are the messages with values). */
const textsOf = (table: object): string[] =>
  Object.values(table).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? textsOf(value) : [],
  );

afterEach(() => setEdition('en'));

describe('the messages and validation messages, in Hindi', () => {
  it('have a Hindi for every plain text, which the toast or the field shows', () => {
    setEdition('hi', HINDI);
    const texts = [...textsOf(MSG), ...textsOf(FIELD_MSG), ...textsOf(EMAIL_MESSAGES)];
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter((text) => translate(text) === text)).toEqual([]);
    expect(translate(MSG.orderPlaced)).toBe('आपका ऑर्डर सफलतापूर्वक हो गया!');
    expect(translate(MSG.addedToCart)).toBe('प्रोडक्ट कार्ट में जोड़ दिया गया!');
    expect(translate(FIELD_MSG.shipping.pincode)).toBe('पिनकोड डालना ज़रूरी है');
    expect(translate(EMAIL_MESSAGES.invalid)).toBe('कृपया सही ईमेल डालें');
  });

  it('make the messages with values in Hindi, the values (ids, codes, names, sizes) as they are', () => {
    setEdition('hi', HINDI);
    expect(MSG.onlyLeft(2, 'M')).toBe('साइज़ M में सिर्फ़ 2 बचे हैं');
    expect(MSG.soldOut('XL')).toBe('साइज़ XL का स्टॉक ख़त्म हो गया है');
    expect(MSG.addressRemoved('Work')).toBe('ऑफ़िस पता हटा दिया गया');
    expect(MSG.backInStock('Ribbed Knit Crop Top', 'S')).toBe('Ribbed Knit Crop Top साइज़ S में फिर से स्टॉक में है');
    expect(MSG.orderCancelled('ORD-004')).toBe('ऑर्डर ORD-004 रद्द कर दिया गया');
    expect(MSG.returnRequested('RET-001')).toBe('रिटर्न का अनुरोध भेज दिया गया: RET-001');
    expect(MSG.complaintRegistered('GRV-1')).toBe('शिकायत GRV-1 दर्ज हो गई');
    expect(MSG.couponDropped('RANGOLI10', 'यह अब मान्य नहीं है')).toBe(
      'RANGOLI10 हटा दिया गया: यह अब मान्य नहीं है',
    );
  });

  it('stay English, word for word, on an English page', () => {
    expect(MSG.onlyLeft(2, 'M')).toBe('Only 2 left in size M');
    expect(MSG.addressRemoved('Work')).toBe('Work address removed');
    expect(MSG.couponDropped('RANGOLI10', 'sign in to use it')).toBe(
      'RANGOLI10 was removed: sign in to use it',
    );
    expect(translate(MSG.orderPlaced)).toBe('Order placed successfully!');
  });

  it('name every state and union territory in Hindi (the value an address keeps is the English)', () => {
    setEdition('hi', HINDI);
    const names = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];
    expect(names).toHaveLength(36);
    expect(names.filter((name) => translate(name) === name)).toEqual([]);
    expect(translate('West Bengal')).toBe('पश्चिम बंगाल');
  });
});
