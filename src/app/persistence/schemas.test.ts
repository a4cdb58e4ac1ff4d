import { persistStore } from 'redux-persist';
import { makeStore } from '../store';
import { persistenceBootstrapped } from './lifecycle';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { PERSISTED, type PersistKey, type PersistedStates } from './format';
import { storedShapes } from './schemas';
import { bundledSource, PRODUCTS } from '@/features/catalog';

const { canonicalStored, mergeStored, restoreStored, storedStatus } = storedShapes(bundledSource(PRODUCTS));
import type { Order } from '@/features/orders';

/** redux-persist's format: every field its own JSON string, plus `_persist` (none when version is null). */
function stored(fields: Record<string, unknown>, version: number | null = 1): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) outer[name] = JSON.stringify(value);
  if (version !== null) outer._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify(outer);
}

/** Like `stored`, with the lines field written as raw text (for values JSON.stringify cannot make). */
function storedRaw(field: string, rawJson: string): string {
  return JSON.stringify({ [field]: rawJson, _persist: JSON.stringify({ version: 1, rehydrated: true }) });
}

const product = (id: number) => {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

/** A wishlist of these products, each saved at today's price (what older versions migrate to). */
const savedToday = (...ids: number[]) => ({
  ids,
  savedPrices: Object.fromEntries(ids.map((id) => [id, product(id).price])),
});

const user = {
  id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street',
};

const home = {
  id: 'a1',
  label: 'Home' as const,
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};
const work = { ...home, id: 'a2', label: 'Work' as const, address: '3 Camac Street', pincode: '700017' };

const order: Order = {
  id: 'ORD-004',
  date: '2026-11-22T10:00:00.000Z',
  status: 'processing',
  total: 2949,
  items: [
    {
      id: 1,
      name: 'Chanderi Silk Anarkali Kurta',
      brand: 'Biba',
      price: 2499,
      quantity: 1,
      size: 'M',
      image: '/assets/products/1.svg',
    },
  ],
  shipping: {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '+91 98765 43210',
    address: '14 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  },
  payment: { method: 'card', last4: '4242' },
};
const order5: Order = { ...order, id: 'ORD-005', status: 'delivered', payment: { method: 'cod' } };
const cancel = { date: '2026-11-22T06:30:00.000Z', reason: 'mistake' as const };
const refund = {
  id: 'RET-1001',
  date: '2026-11-22T06:30:00.000Z',
  items: [{ id: 1, size: 'M' }],
  reason: 'tooSmall' as const,
  resolution: 'refund' as const,
  refundTo: 'original' as const,
};
/** The refund as an exchange: no destination. */
const exchangeOf = ({ refundTo: _destination, ...request }: typeof refund) => ({
  ...request,
  resolution: 'exchange' as const,
});

const EMPTY: PersistedStates = {
  user: { user: null, remember: true },
  cart: { lines: [] },
  wishlist: { ids: [], savedPrices: {} },
  orders: { list: [], changes: {} },
  preferences: { pincode: null, recentlyViewed: [], mySizes: {}, stockAlerts: [] },
  reviews: { own: [], helpful: [] },
};

const photo = { src: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', alt: 'The sleeve', width: 768, height: 1024 };
const review = {
  id: 'review-1',
  productId: 1,
  authorId: 'u1',
  author: 'Priya Sharma',
  rating: 1,
  comment: 'Faded after one wash',
  date: '2026-11-24',
  createdAt: 1764000000000,
  fit: 'small' as const,
  size: 'M',
  photos: [photo],
};
const review2 = { ...review, id: 'review-2', rating: 5, createdAt: 1764000001000, photos: [] };

type Case<K extends PersistKey> = [name: string, key: K, stored: string, expected: PersistedStates[K]];
type AnyCase = { [K in PersistKey]: Case<K> }[PersistKey];

const line = <Q>(id: number, size: string, quantity: Q) => ({ id, size, quantity });

const CASES: AnyCase[] = [
  // Whole keys
  [
    'cart: a valid state is kept as it is',
    'cart',
    stored({ lines: [line(1, 'M', 2), line(56, 'One Size', 1)] }),
    { lines: [line(1, 'M', 2), line(56, 'One Size', 1)] },
  ],
  ['cart: invalid JSON starts empty', 'cart', '{"lines": [oops', EMPTY.cart],
  ['cart: a JSON array instead of an object starts empty', 'cart', '[1,2,3]', EMPTY.cart],
  ['cart: JSON null starts empty', 'cart', 'null', EMPTY.cart],
  ['cart: a plain string starts empty', 'cart', '"cart"', EMPTY.cart],
  [
    'cart: a field that is not valid JSON is dropped, not the key',
    'cart',
    storedRaw('lines', '[{"id":1,'),
    EMPTY.cart,
  ],
  ['cart: lines that are not a list start empty', 'cart', stored({ lines: 'two kurtas' }), EMPTY.cart],
  [
    'cart: a state from a newer version is dropped',
    'cart',
    stored({ lines: [line(1, 'M', 2)] }, 2),
    EMPTY.cart,
  ],
  [
    'cart: an unreadable version is dropped',
    'cart',
    JSON.stringify({ lines: JSON.stringify([line(1, 'M', 1)]), _persist: '{"version":"one"}' }),
    EMPTY.cart,
  ],
  // Lines, one by one
  [
    'cart: an unknown product id drops that line only',
    'cart',
    stored({ lines: [line(999, 'M', 1), line(1, 'M', 1)] }),
    { lines: [line(1, 'M', 1)] },
  ],
  [
    'cart: an id that is not a whole number drops the line',
    'cart',
    stored({ lines: [{ id: '1', size: 'M', quantity: 1 }, line(1.5, 'M', 1), line(2, 'L', 1)] }),
    { lines: [line(2, 'L', 1)] },
  ],
  [
    'cart: a size the product does not offer drops the line',
    'cart',
    stored({ lines: [line(1, 'XXL', 1), line(56, 'M', 1), line(22, '32', 1)] }),
    { lines: [line(22, '32', 1)] },
  ],
  [
    'cart: a line that is not an object is dropped',
    'cart',
    stored({ lines: [null, 7, 'x', [1], line(1, 'S', 1)] }),
    { lines: [line(1, 'S', 1)] },
  ],
  [
    'cart: negative and zero quantities drop the line',
    'cart',
    stored({ lines: [line(1, 'S', -2), line(1, 'M', 0), line(1, 'L', 3)] }),
    { lines: [line(1, 'L', 3)] },
  ],
  [
    'cart: a fractional quantity is rounded down; below 1 drops the line',
    'cart',
    stored({ lines: [line(1, 'S', 2.7), line(1, 'M', 0.4)] }),
    { lines: [line(1, 'S', 2)] },
  ],
  [
    'cart: a huge quantity is capped',
    'cart',
    stored({ lines: [line(1, 'S', 1_000_000)] }),
    { lines: [line(1, 'S', MAX_LINE_QUANTITY)] },
  ],
  [
    'cart: NaN (stored as null) drops the line',
    'cart',
    stored({ lines: [line(1, 'S', NaN), line(1, 'M', 1)] }),
    { lines: [line(1, 'M', 1)] },
  ],
  [
    'cart: Infinity (1e999) drops the line',
    'cart',
    storedRaw('lines', '[{"id":1,"size":"S","quantity":1e999},{"id":1,"size":"M","quantity":1}]'),
    { lines: [line(1, 'M', 1)] },
  ],
  [
    'cart: a numeric string is read as its number; other strings drop the line',
    'cart',
    stored({ lines: [line(1, 'S', '3'), line(1, 'M', 'three'), line(1, 'L', 'NaN'), line(1, 'XL', '')] }),
    { lines: [line(1, 'S', 3)] },
  ],
  [
    'cart: a missing or boolean quantity drops the line',
    'cart',
    stored({ lines: [{ id: 1, size: 'S' }, line(1, 'M', true), line(2, 'M', 1)] }),
    { lines: [line(2, 'M', 1)] },
  ],
  [
    'cart: duplicate lines merge, within the cap',
    'cart',
    stored({
      lines: [line(1, 'M', 2), line(2, 'S', 60), line(1, 'M', 3), line(1, 'L', 1), line(2, 'S', 60)],
    }),
    { lines: [line(1, 'M', 5), line(2, 'S', MAX_LINE_QUANTITY), line(1, 'L', 1)] },
  ],
  [
    'cart: unknown fields are stripped',
    'cart',
    stored({ lines: [{ ...line(1, 'M', 1), price: 1, name: 'Cheap' }], discount: 'FREE', total: 1 }),
    { lines: [line(1, 'M', 1)] },
  ],
  [
    'cart: the applied coupon is kept as an upper-case code',
    'cart',
    stored({ lines: [line(1, 'M', 1)], coupon: ' rangoli10' }),
    { lines: [line(1, 'M', 1)], coupon: 'RANGOLI10' },
  ],
  [
    'cart: a coupon out of shape is dropped, the lines kept',
    'cart',
    stored({ lines: [line(1, 'M', 1)], coupon: { code: 'FREE', discount: 999 } }),
    { lines: [line(1, 'M', 1)] },
  ],
  // Migrations
  [
    'cart: version 0 kept whole products; only id, size and quantity are migrated',
    'cart',
    stored(
      {
        items: [
          { ...product(1), size: 'M', quantity: 2 },
          { ...product(3), size: 'XL', quantity: 1 },
          { ...product(56), size: 'One Size', quantity: 1 },
        ],
      },
      0,
    ),
    { lines: [line(1, 'M', 2), line(56, 'One Size', 1)] },
  ],
  [
    'cart: no _persist is taken as version 0',
    'cart',
    stored({ items: [{ ...product(2), size: 'S', quantity: 1 }] }, null),
    { lines: [line(2, 'S', 1)] },
  ],
  [
    'cart: version -1 (unversioned) is taken as version 0',
    'cart',
    stored({ items: [{ ...product(2), size: 'S', quantity: 1 }] }, -1),
    { lines: [line(2, 'S', 1)] },
  ],
  ['cart: version 0 without its items starts empty', 'cart', stored({ items: 'none' }, 0), EMPTY.cart],

  [
    'wishlist: a valid state is kept, with the price each product was saved at',
    'wishlist',
    stored({ ids: [5, 1, 70], savedPrices: { 5: 999, 1: 2000, 70: 300 } }, 2),
    { ids: [5, 1, 70], savedPrices: { 5: 999, 1: 2000, 70: 300 } },
  ],
  [
    'wishlist: duplicates are dropped, the first kept in place',
    'wishlist',
    stored({ ids: [5, 1, 5, 1, 2], savedPrices: { 5: 999, 1: 2000, 2: 500 } }, 2),
    { ids: [5, 1, 2], savedPrices: { 5: 999, 1: 2000, 2: 500 } },
  ],
  [
    'wishlist: unknown ids, strings, fractions and nulls are dropped one by one',
    'wishlist',
    stored({ ids: [999, '3', 2.5, null, 0, -1, 4], savedPrices: { 4: 700, 999: 5 } }, 2),
    { ids: [4], savedPrices: { 4: 700 } },
  ],
  [
    "wishlist: a saved price out of shape becomes today's price (never a false price drop)",
    'wishlist',
    stored({ ids: [4, 9], savedPrices: { 4: '700', 9: -1 } }, 2),
    savedToday(4, 9),
  ],
  [
    'wishlist: ids that are not a list start empty',
    'wishlist',
    stored({ ids: { 1: true } }, 2),
    EMPTY.wishlist,
  ],
  ['wishlist: invalid JSON starts empty', 'wishlist', '{{', EMPTY.wishlist],
  ['wishlist: a newer version is dropped', 'wishlist', stored({ ids: [1] }, 7), EMPTY.wishlist],
  [
    "wishlist: version 1 kept the ids alone; each gets today's price",
    'wishlist',
    stored({ ids: [5, 1, 5, 999, 2] }, 1),
    savedToday(5, 1, 2),
  ],
  [
    'wishlist: version 0 kept whole products',
    'wishlist',
    stored({ items: [product(4), product(9), { id: 999 }, product(4), 'x'] }, 0),
    savedToday(4, 9),
  ],

  ['user: a remembered user is kept', 'user', stored({ user, remember: true }), { user, remember: true }],
  [
    'user: unknown fields (a password) are stripped',
    'user',
    stored({ user: { ...user, password: 'secret123', card: '4242424242424242' }, remember: true }),
    { user, remember: true },
  ],
  [
    'user: missing phone and address become empty',
    'user',
    stored({ user: { id: 'u1', name: 'Priya', email: 'p@x.in' }, remember: true }),
    { user: { id: 'u1', name: 'Priya', email: 'p@x.in', phone: '', address: '' }, remember: true },
  ],
  [
    'user: a user without an id signs out',
    'user',
    stored({ user: { ...user, id: '' }, remember: true }),
    EMPTY.user,
  ],
  ['user: a user of the wrong type signs out', 'user', stored({ user: 'Priya', remember: true }), EMPTY.user],
  [
    'user: a name that is not text signs out',
    'user',
    stored({ user: { ...user, name: 42 }, remember: true }),
    EMPTY.user,
  ],
  [
    'user: a remember flag that is not a boolean becomes true',
    'user',
    stored({ user, remember: 'yes' }),
    { user, remember: true },
  ],
  ['user: invalid JSON starts signed out', 'user', 'user=priya', EMPTY.user],
  ['user: a newer version is dropped', 'user', stored({ user, remember: true }, 2), EMPTY.user],
  [
    'user: version 0 {user, isAuthenticated} is migrated',
    'user',
    stored({ user: { ...user, password: 'x' }, isAuthenticated: true }, 0),
    { user, remember: true },
  ],
  [
    'user: version 0 not authenticated is signed out',
    'user',
    stored({ user, isAuthenticated: false }, 0),
    EMPTY.user,
  ],
  [
    'user: the address book is kept, with its default',
    'user',
    stored({ user: { ...user, addresses: [home, work], defaultAddressId: 'a2' }, remember: true }),
    { user: { ...user, addresses: [home, work], defaultAddressId: 'a2' }, remember: true },
  ],
  [
    'user: an address out of shape is dropped, a default of no address falls back to the first',
    'user',
    stored({
      user: { ...user, addresses: [{ ...home, pincode: null }, work, 'Home'], defaultAddressId: 'a1' },
      remember: true,
    }),
    { user: { ...user, addresses: [work], defaultAddressId: 'a2' }, remember: true },
  ],

  [
    'orders: valid orders are kept, in order',
    'orders',
    stored({ list: [order5, order] }),
    { list: [order5, order], changes: {} },
  ],
  [
    'orders: an unknown status is kept as stored',
    'orders',
    stored({ list: [{ ...order, status: 'returned' }] }),
    { list: [{ ...order, status: 'returned' }], changes: {} },
  ],
  [
    'orders: a total that is NaN drops that order only',
    'orders',
    stored({ list: [{ ...order, total: NaN }, order5] }),
    { list: [order5], changes: {} },
  ],
  [
    'orders: a total that is text or negative drops that order',
    'orders',
    stored({ list: [{ ...order, total: '2949' }, { ...order, id: 'ORD-006', total: -1 }, order5] }),
    { list: [order5], changes: {} },
  ],
  [
    'orders: an infinite total drops that order',
    'orders',
    storedRaw(
      'list',
      `[${JSON.stringify(order5)},${JSON.stringify(order).replace('"total":2949', '"total":1e999')}]`,
    ),
    { list: [order5], changes: {} },
  ],
  [
    'orders: an order of the wrong shape is dropped, not the others',
    'orders',
    stored({ list: [{ id: 'ORD-009' }, 'ORD-010', null, order5] }),
    { list: [order5], changes: {} },
  ],
  [
    'orders: a bad item, date, status type or address drops its order',
    'orders',
    stored({
      list: [
        { ...order, id: 'A', items: [{ ...order.items[0], quantity: 0 }] },
        { ...order, id: 'B', date: 'yesterday' },
        { ...order, id: 'C', status: 3 },
        { ...order, id: 'D', shipping: { name: 'P' } },
        { ...order, id: 'E', payment: { method: 'bitcoin' } },
        order5,
      ],
    }),
    { list: [order5], changes: {} },
  ],
  [
    'orders: card details are stripped from the payment summary',
    'orders',
    stored({
      list: [
        {
          ...order,
          payment: {
            method: 'card',
            last4: '4242',
            cardNumber: '4242424242424242',
            cvv: '123',
            expiryDate: '12/29',
          },
        },
      ],
    }),
    { list: [order], changes: {} },
  ],
  [
    'orders: an item of a product no longer sold is kept (orders are history)',
    'orders',
    stored({ list: [{ ...order, items: [{ ...order.items[0], id: 999 }] }] }),
    { list: [{ ...order, items: [{ ...order.items[0]!, id: 999 }] }], changes: {} },
  ],
  [
    'orders: duplicate order ids keep the first',
    'orders',
    stored({ list: [order, { ...order, total: 1 }] }),
    { list: [order], changes: {} },
  ],
  ['orders: a list that is not a list starts empty', 'orders', stored({ list: 42 }), EMPTY.orders],
  [
    'orders: version 0 kept them under "orders"',
    'orders',
    stored({ orders: [order, { id: 'bad' }] }, 0),
    { list: [order], changes: {} },
  ],
  ['orders: a newer version is dropped', 'orders', stored({ list: [order] }, 3), EMPTY.orders],
  [
    'orders: cancels and return requests are kept by order id, the sample orders too',
    'orders',
    stored({
      list: [order],
      changes: { 'ORD-003': { cancelled: cancel }, 'ORD-001': { returnRequest: refund } },
    }),
    { list: [order], changes: { 'ORD-003': { cancelled: cancel }, 'ORD-001': { returnRequest: refund } } },
  ],
  [
    'orders: a change under a name that is no order id, or with nothing valid, is dropped',
    'orders',
    stored({
      list: [order],
      changes: {
        __proto__: { cancelled: cancel },
        constructor: { cancelled: cancel },
        'ORD-002': { cancelled: { date: 'yesterday' } },
        'ORD-003': { cancelled: { ...cancel, reason: 'bored' } },
        'ORD-001': { returnRequest: { ...refund, items: [] } },
      },
    }),
    { list: [order], changes: { 'ORD-003': { cancelled: { date: cancel.date } } } },
  ],
  [
    'orders: an exchange without a new size, or a refund without a destination, is dropped',
    'orders',
    stored({
      list: [order],
      changes: {
        'ORD-001': { returnRequest: { ...refund, resolution: 'exchange' } },
        'ORD-002': { returnRequest: { ...refund, refundTo: undefined } },
        'ORD-003': {
          returnRequest: { ...refund, resolution: 'exchange', items: [{ id: 1, size: 'M', newSize: 'L' }] },
        },
      },
    }),
    {
      list: [order],
      changes: {
        'ORD-003': {
          returnRequest: { ...exchangeOf(refund), items: [{ id: 1, size: 'M', newSize: 'L' }] },
        },
      },
    },
  ],
  [
    'preferences: a remembered pincode is kept',
    'preferences',
    stored({ pincode: '700016' }),
    { pincode: '700016', recentlyViewed: [], mySizes: {}, stockAlerts: [] },
  ],
  [
    'preferences: a pincode out of shape is forgotten',
    'preferences',
    stored({ pincode: '012345' }),
    EMPTY.preferences,
  ],
  ['preferences: damaged JSON starts empty', 'preferences', '{"pincode":', EMPTY.preferences],
  [
    'reviews: a valid state is kept as it is',
    'reviews',
    stored({ own: [review2, review], helpful: ['sample-1', 'review-1'] }),
    { own: [review2, review], helpful: ['sample-1', 'review-1'] },
  ],
  [
    'reviews: a review out of shape is dropped, the others kept; unknown fields stripped',
    'reviews',
    stored({
      own: [
        { ...review2, verified: true, helpfulCount: 99 },
        { ...review, id: 'r-addr', photos: [{ ...photo, src: 'https://tracker.example/p.jpg' }] },
        { ...review, id: 'r-png', photos: [{ ...photo, src: 'data:image/png;base64,AAAA' }] },
        { ...review, id: 'r-alt', photos: [{ ...photo, alt: '  ' }] },
        { ...review, id: 'r-four', photos: [photo, photo, photo, photo] },
        { ...review, id: 'r-stars', rating: 6 },
        { ...review, id: 'r-blank', comment: ' ' },
        'review',
        review,
      ],
      helpful: ['sample-2', 'sample-2', 3, ''],
    }),
    { own: [review2, review], helpful: ['sample-2'] },
  ],
  [
    'reviews: an unknown fit or size is dropped from a review that is otherwise whole',
    'reviews',
    stored({ own: [{ ...review, fit: 'baggy', size: 'Huge' }] }),
    {
      own: [(({ fit: _fit, size: _size, ...rest }) => rest)(review)],
      helpful: [],
    },
  ],
  ['reviews: damaged JSON starts empty', 'reviews', '{"own":', EMPTY.reviews],
];

describe('restoring stored data', () => {
  it.each(CASES)('%s', async (_name, key, storedValue, expected) => {
    // The pure path: stored string → slice state.
    expect(restoreStored(key, storedValue) ?? EMPTY[key]).toEqual(expected);

    // The real path: redux-persist's rehydration through our getStoredState and migrate.
    localStorage.setItem(key, storedValue);
    const store = makeStore(undefined, { persist: true });
    const persistor = persistStore(store);
    await persistenceBootstrapped(persistor);
    const { _persist, ...slice } = store.getState()[PERSISTED[key].slice] as unknown as Record<
      string,
      unknown
    >;
    expect(slice).toEqual(expected);
    expect(Object.values(slice)).not.toContain(undefined);

    // Storage afterwards: left as it was when already clean (or from a newer version, which is
    // not ours to overwrite); otherwise the repaired state, or nothing when that is empty.
    await persistor.flush();
    persistor.pause();
    const written = localStorage.getItem(key);
    const status = storedStatus(key, storedValue);
    if (status === 'current' || status === 'newer') expect(written).toBe(storedValue);
    else if (JSON.stringify(expected) === JSON.stringify(EMPTY[key])) expect(written).toBeNull();
    else expect(restoreStored(key, written)).toEqual(expected);
    if (status !== 'newer')
      expect(written ?? '').not.toMatch(/password|cardNumber|cvv|discount|originalPrice/);
  });
});

describe('storedStatus', () => {
  it.each<[string, string | null, ReturnType<typeof storedStatus>]>([
    ['nothing stored', null, 'none'],
    [
      'a clean current state, in any key order',
      stored({ lines: [{ quantity: 2, size: 'M', id: 1 }] }),
      'current',
    ],
    ['a state that needs a repair', stored({ lines: [line(1, 'M', 2), line(1, 'M', 1)] }), 'repair'],
    ['an extra field', stored({ lines: [line(1, 'M', 2)], discount: 'X' }), 'repair'],
    ['an applied coupon', stored({ lines: [line(1, 'M', 2)], coupon: 'RANGOLI10' }), 'current'],
    ['an older version', stored({ items: [] }, 0), 'repair'],
    ['damaged JSON', '{', 'repair'],
    ['a newer version', stored({ lines: [] }, 2), 'newer'],
  ])('%s', (_name, value, status) => {
    expect(storedStatus('cart', value)).toBe(status);
  });
});

it('storedStatus: any older version needs a repair, even one the current shapes read unchanged', () => {
  // A version-1 wishlist already holding today's prices restores to the same data, but must be
  // written again with the current version.
  expect(storedStatus('wishlist', stored(savedToday(3), 1))).toBe('repair');
  expect(storedStatus('wishlist', stored(savedToday(3), 2))).toBe('current');
  expect(storedStatus('wishlist', stored(savedToday(3), null))).toBe('repair');
});

describe('storedShapes: the schemas over a catalogue', () => {
  it('makes them once per catalogue, and checks product ids against that catalogue', () => {
    const catalog = bundledSource(PRODUCTS);
    expect(storedShapes(catalog)).toBe(storedShapes(catalog));
    const withoutOne = bundledSource(PRODUCTS.filter((p) => p.id !== 1));
    const cart = stored({ lines: [{ id: 1, size: 'M', quantity: 2 }] });
    expect(storedShapes(catalog).restoreStored('cart', cart)).toEqual({
      lines: [{ id: 1, size: 'M', quantity: 2 }],
    });
    expect(storedShapes(withoutOne).restoreStored('cart', cart)).toEqual({ lines: [] });
  });
});

describe('canonicalStored', () => {
  it('gives the same text for the same data spelt differently', () => {
    const a = stored({ lines: [{ quantity: 2, size: 'M', id: 1 }] });
    const b = JSON.stringify({
      _persist: '{"rehydrated":false,"version":1}',
      lines: '[{"id":1,"size":"M","quantity":2}]',
    });
    expect(canonicalStored('cart', a)).toBe(canonicalStored('cart', b));
    expect(canonicalStored('cart', 'nonsense')).toBeUndefined();
  });
});

describe('mergeStored: two stored values of a key as one', () => {
  it('cart: lines by product and size, quantities summed up to the cap', () => {
    const ours = stored({ lines: [{ id: 1, size: 'M', quantity: 60 }] });
    const theirs = stored({
      lines: [
        { id: 1, size: 'M', quantity: 60 },
        { id: 1, size: 'L', quantity: 1 },
      ],
    });
    expect(mergeStored('cart', ours, theirs)).toEqual({
      lines: [
        { id: 1, size: 'M', quantity: MAX_LINE_QUANTITY },
        { id: 1, size: 'L', quantity: 1 },
      ],
    });
  });

  it('wishlist: ours first, each product once, each at the price our side saved it at', () => {
    expect(
      mergeStored(
        'wishlist',
        stored({ ids: [3, 5], savedPrices: { 3: 300, 5: 500 } }, 2),
        stored({ ids: [5, 9], savedPrices: { 5: 555, 9: 900 } }, 2),
      ),
    ).toEqual({ ids: [3, 5, 9], savedPrices: { 3: 300, 5: 500, 9: 900 } });
  });

  it('a field that is not a list is ours (the coupon of the cart this tab shows)', () => {
    const ours = stored({ lines: [{ id: 56, size: 'One Size', quantity: 1 }], coupon: 'BEAUTY15' });
    const theirs = stored({ lines: [{ id: 1, size: 'M', quantity: 1 }], coupon: 'RANGOLI10' });
    expect(mergeStored('cart', ours, theirs)).toEqual({
      lines: [
        { id: 56, size: 'One Size', quantity: 1 },
        { id: 1, size: 'M', quantity: 1 },
      ],
      coupon: 'BEAUTY15',
    });
  });

  it('takes a side alone as it is, never merged with itself', () => {
    const cart = stored({ lines: [{ id: 1, size: 'M', quantity: 2 }] });
    const alone = { lines: [{ id: 1, size: 'M', quantity: 2 }] };
    expect(mergeStored('cart', null, cart)).toEqual(alone);
    expect(mergeStored('cart', cart, '{not json')).toEqual(alone);
  });

  it('a pincode on both sides: ours, as it is', () => {
    expect(
      mergeStored('preferences', stored({ pincode: '700016' }), stored({ pincode: '110001' }))?.pincode,
    ).toBe('700016');
  });

  it("reviews: both sides' reviews, each once, newest first, and both sides' helpful marks", () => {
    expect(
      mergeStored(
        'reviews',
        stored({ own: [review], helpful: ['sample-1'] }),
        stored({ own: [review2, review], helpful: ['sample-1', 'review-2'] }),
      ),
    ).toEqual({ own: [review2, review], helpful: ['sample-1', 'review-2'] });
  });

  it('keeps whichever side is usable, and nothing when neither is', () => {
    expect(mergeStored('wishlist', null, stored({ ids: [9] }, 1))).toEqual(savedToday(9));
    expect(mergeStored('wishlist', stored({ ids: [3] }, 1), '{not json')).toEqual(savedToday(3));
    expect(mergeStored('wishlist', null, '{not json')).toBeUndefined();
  });
});
