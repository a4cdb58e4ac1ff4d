import { checkDelivery, describeDelivery } from './deliveryCheck';

const WEDNESDAY = new Date(2026, 10, 25);

describe('checkDelivery', () => {
  it('answers a served pincode with its date and Cash on Delivery', () => {
    expect(describeDelivery(checkDelivery('700016', WEDNESDAY))).toEqual([
      'Delivery by Fri, 27 Nov',
      'Cash on Delivery available',
    ]);
    expect(describeDelivery(checkDelivery('781001', WEDNESDAY))).toEqual([
      'Delivery by Wed, 2 Dec',
      'Cash on Delivery not available',
    ]);
  });

  it('says where we do not deliver yet', () => {
    expect(checkDelivery('744101', WEDNESDAY)).toEqual({ kind: 'notServed', pincode: '744101' });
    expect(describeDelivery(checkDelivery('744101', WEDNESDAY))).toEqual([
      'Sorry, we do not deliver to 744101 yet',
    ]);
  });

  it('refuses a malformed pincode', () => {
    expect(checkDelivery('12345', WEDNESDAY)).toEqual({ kind: 'invalid' });
    expect(describeDelivery({ kind: 'invalid' })).toEqual(['Please enter a valid 6-digit pincode']);
  });
});
