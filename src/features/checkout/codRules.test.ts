import { codRefusals } from './codRules';

describe('Cash on Delivery rules', () => {
  it('offers it up to ₹5,000, tax included, to a pincode that takes it', () => {
    expect(codRefusals(5000, '700016')).toEqual([]);
    expect(codRefusals(120, '302001')).toEqual([]);
  });

  it('refuses it over ₹5,000', () => {
    expect(codRefusals(5001, '700016')).toEqual(['Cash on Delivery is available on orders up to ₹5,000']);
  });

  it('refuses it where the district takes prepaid orders only: the North-East, Jammu & Kashmir and Ladakh', () => {
    expect(codRefusals(999, '781006')).toEqual(['Cash on Delivery is not available for 781006']);
    expect(codRefusals(999, ' 190001 ')).toEqual(['Cash on Delivery is not available for 190001']);
  });

  it('gives both reasons when both hold', () => {
    expect(codRefusals(9000, '795001')).toEqual([
      'Cash on Delivery is available on orders up to ₹5,000',
      'Cash on Delivery is not available for 795001',
    ]);
  });

  it('says nothing of a pincode it cannot look up (the Shipping step stops those)', () => {
    expect(codRefusals(999, '')).toEqual([]);
    expect(codRefusals(999, '744101')).toEqual([]);
  });
});
