import { SAMPLE_PROFILE, type User } from '@/features/auth';
import {
  addressLine,
  labelForNewAddress,
  newAddressValues,
  savedAddressFrom,
  savedAddressMatching,
  shippingFromAddress,
  shippingFromProfile,
  shippingStart,
} from './addressBook';
import { HOME, PARENTS, WORK } from './components/addressFixtures';

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const noBook: User = { ...priya, addresses: undefined, defaultAddressId: undefined };

describe('the address book’s helpers', () => {
  it('write an address on one line', () => {
    expect(addressLine(HOME)).toBe('14 Park Street, Kolkata 700016, West Bengal');
  });

  it('start a new address as Home until the book has one, then Other', () => {
    expect(labelForNewAddress([])).toBe('Home');
    expect(labelForNewAddress([WORK])).toBe('Home');
    expect(labelForNewAddress([WORK, HOME])).toBe('Other');
    expect(newAddressValues(priya, [HOME])).toEqual({
      label: 'Other',
      name: 'Priya Sharma',
      phone: '+91 98765 43210',
      address: '',
      city: '',
      state: '',
      pincode: '',
    });
  });

  it('keep an address trimmed, under its id', () => {
    const { id: _id, ...values } = WORK;
    expect(savedAddressFrom('a9', { ...values, name: '  Priya Sharma ', pincode: ' 700017 ' })).toEqual({
      ...WORK,
      id: 'a9',
    });
  });

  it('find the saved address that shipping values are, spaces aside', () => {
    const values = { ...shippingFromAddress(WORK, 'priya@example.com'), address: ` ${WORK.address} ` };
    expect(savedAddressMatching(values, [HOME, WORK])).toBe(WORK);
    expect(savedAddressMatching({ ...values, pincode: '700020' }, [HOME, WORK])).toBeUndefined();
  });
});

describe('where the Shipping step starts', () => {
  it('from the default saved address, with the shopper’s email', () => {
    expect(shippingStart({ ...priya, addresses: [HOME, WORK], defaultAddressId: WORK.id }, '110001')).toEqual(
      {
        values: shippingFromAddress(WORK, 'priya@example.com'),
        addressId: WORK.id,
      },
    );
  });

  it('from the sample profile’s one address', () => {
    expect(shippingStart(priya, null)).toEqual({
      values: {
        name: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '+91 98765 43210',
        address: '14 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
      },
      addressId: 'address-home',
    });
  });

  it('without addresses, from the profile and the remembered pincode with its city and state', () => {
    expect(shippingStart(noBook, '781006')).toEqual({
      values: {
        name: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '+91 98765 43210',
        address: '14 Park Street, Kolkata 700016',
        city: PARENTS.city,
        state: PARENTS.state,
        pincode: '781006',
      },
      addressId: null,
    });
  });

  it('leaves City and State to the shopper for a pincode the table does not know', () => {
    expect(shippingFromProfile(noBook, '744101')).toMatchObject({ city: '', state: '', pincode: '744101' });
    expect(shippingFromProfile(null)).toEqual({
      name: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
    });
  });
});
