import fc from 'fast-check';
import {
  removeAddress,
  addressSaved,
  defaultAddressChosen,
  loggedOut,
  profileUpdated,
  signedIn,
  type AddressLabel,
  type User,
} from '@/features/auth';
import {
  addToCart,
  quantityChanged,
  quickAddToCart,
  removeFromCart,
  selectPricedCartLines,
} from '@/features/cart';
import { bundledSource, PRODUCTS } from '@/features/catalog';
import {
  ADDRESS_RULES,
  buildOrder,
  newAddressId,
  paymentRules,
  savedAddressFromShipping,
  SHIPPING_RULES,
  type PaymentFormValues,
  type ShippingFormValues,
} from '@/features/checkout';
import {
  cancelOrder,
  orderPlaced,
  orderCancelled,
  requestReturn,
  returnRequested,
  selectDisplayedOrders,
  selectNextReturnId,
} from '@/features/orders';
import {
  backInStock,
  mySizeToggled,
  pincodeChecked,
  productViewed,
  recentlyViewedCleared,
  stockAlertAdded,
  stockAlertRemoved,
} from '@/features/preferences';
import { isValidPincode } from '@/features/delivery';
import { deleteReview, FIT_ANSWERS, SAMPLE_REVIEWS, toggleHelpful, writeReview } from '@/features/reviews';
import { removeFromWishlist, saveToWishlist, wishlistItemAdded } from '@/features/wishlist';
import { SIZE_KINDS } from '@/shared/lib/sizeKinds';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';
import { profileRules, signupRules, validate } from '@/shared/lib/validation';
import { makeStore, type RootState, toastsOf } from '@/test/app';
import { holdsInitialState, persistVersion, PERSISTED, type PersistKey } from './format';
import { storedShapes } from './schemas';

const { restoreStored } = storedShapes(bundledSource(PRODUCTS));

/**
 * Proof that what the shop accepts, it keeps (issue 15). Model-based property tests: random
 * sequences of a persisted slice's actions, with any product, size and quantity, unicode and
 * markup text, and anything the checkout's form rules accept, give a state that, persisted the way
 * redux-persist writes it, read back through the stored shapes (validate, repair) and rehydrated,
 * is the same state. A form rule that accepts what a stored shape drops (a card "123" whose
 * `last4` storage refuses: the order vanished on reload) fails here.
 */

const RUNS = { numRuns: 200 };
const SLICE_OF: { [K in PersistKey]: keyof RootState } = {
  user: 'auth',
  cart: 'cart',
  wishlist: 'wishlist',
  orders: 'orders',
  preferences: 'preferences',
  reviews: 'reviews',
};

/** The slice's state written as redux-persist writes it: each field a JSON string, plus `_persist`. */
function persisted(key: PersistKey, state: object): string {
  const outer: Record<string, string> = {};
  for (const [field, value] of Object.entries(state)) outer[field] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version: persistVersion(key), rehydrated: true });
  return JSON.stringify(outer);
}

/**
 * Persist → validate → rehydrate: what the next load of the shop makes of the slice. Nothing is
 * written for a state with nothing to keep (format.ts); redux-persist's autoMergeLevel1 lays the
 * restored fields over the initial state.
 */
function reloaded(key: PersistKey, state: object): unknown {
  const initial = PERSISTED[key].initialState();
  const written = persisted(key, state);
  if (holdsInitialState(key, written)) return initial;
  const restored = restoreStored(key, written);
  expect(restored).toBeDefined();
  return { ...initial, ...restored };
}

function expectKept(state: RootState, key: PersistKey): void {
  // A plain JSON copy: what the reducers made, without Immer's frozen proxies.
  const slice = JSON.parse(JSON.stringify(state[SLICE_OF[key]])) as object;
  expect(reloaded(key, slice)).toEqual(slice);
}

/* ------------------------------------------------------------------ shopper text */

const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"quoted" & \'apostrophes\'',
  '{"json":true}',
  '\\u0000 \\n',
  'नमस्ते प्रिया',
  'প্রিয়া শর্মা',
  '👩🏽‍💻 Priya ✨',
  '__proto__',
  'constructor',
];

/** Any text a shopper may type: unicode (graphemes and lone code units), markup, JSON, emoji. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...MARKUP),
);
const nonBlankText = anyText.filter((text) => text.trim() !== '');

const emailText = fc.oneof(
  fc.emailAddress(),
  fc.tuple(nonBlankText, nonBlankText, nonBlankText).map(([a, b, c]) => `${a}@${b}.${c}`),
  anyText,
);

/* ------------------------------------------------------------------ catalogue */

const productWithSize = fc
  .constantFrom(...PRODUCTS)
  .chain((product) => fc.record({ id: fc.constant(product.id), size: fc.constantFrom(...product.size) }));
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 120 }),
  fc.integer({ min: -5, max: 0 }),
  fc.double({ min: -2, max: 150 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 99, 100),
);

/* ------------------------------------------------------------------ cart */

type Store = ReturnType<typeof makeStore>;
type Command = (store: Store) => void;

/** A line of the cart now, by position (wrapping), or nothing when the cart is empty. */
const lineAt = (store: Store, index: number) => {
  const { lines } = store.getState().cart;
  return lines.length === 0 ? undefined : lines[index % lines.length];
};

/** Presses the Undo of the message, if it is showing (as the shopper would). */
function undoLatest(store: Store, message: string): void {
  const action = toastsOf(store)
    .getSnapshot()
    .find((t) => t.message === message)?.action;
  if (action && 'onAction' in action) action.onAction();
}

const cartCommand: fc.Arbitrary<Command> = fc.oneof(
  fc
    .record({ line: productWithSize, quantity: fc.integer({ min: 1, max: 120 }), sized: fc.boolean() })
    .map(({ line, quantity: n, sized }) => (store: Store) => {
      store.dispatch(addToCart({ productId: line.id, size: sized ? line.size : null, quantity: n }));
    }),
  fc.constantFrom(...PRODUCTS.map((p) => p.id)).map((id) => (store: Store) => {
    store.dispatch(quickAddToCart(id));
  }),
  fc.record({ index: fc.nat(), quantity }).map(({ index, quantity: n }) => (store: Store) => {
    const line = lineAt(store, index);
    if (line) store.dispatch(quantityChanged({ id: line.id, size: line.size, quantity: n }));
  }),
  fc.nat().map((index) => (store: Store) => {
    const line = lineAt(store, index);
    if (line) store.dispatch(removeFromCart({ id: line.id, size: line.size }));
  }),
  fc.constant((store: Store) => {
    undoLatest(store, 'Removed from cart');
  }),
  fc.constant((store: Store) => {
    store.dispatch(loggedOut());
  }),
);

/* ------------------------------------------------------------------ checkout */

/**
 * A card number of a known network (its first digit 2 to 6) that passes the Luhn check, 12 to 19
 * digits, grouped by four or not at all.
 */
const luhnCard = fc
  .tuple(
    fc.integer({ min: 2, max: 6 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 17 }),
    fc.boolean(),
  )
  .map(([first, rest, spaced]) => {
    const body = [first, ...rest];
    let sum = 0;
    body
      .slice()
      .reverse()
      .forEach((digit, i) => {
        const doubled = i % 2 === 0 ? digit * 2 : digit;
        sum += doubled > 9 ? doubled - 9 : doubled;
      });
    const digits = `${body.join('')}${(10 - (sum % 10)) % 10}`;
    return spaced ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : digits;
  });

const NOW = new Date();
const expiry = fc
  .record({
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: NOW.getFullYear() % 100, max: 99 }),
  })
  .map(({ month, year }) => `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`);

const upiId = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._-]{2,20}@[A-Za-z]{2,12}$/),
  fc.stringMatching(/^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/),
);

/**
 * Payment values, most built to be accepted and some anything at all (a short digit string, any
 * text): the properties keep only what the checkout's rules accept, as the form does.
 */
const payment: fc.Arbitrary<PaymentFormValues> = fc.record({
  method: fc.constantFrom('card' as const, 'upi' as const, 'cod' as const),
  cardNumber: fc.oneof(
    { weight: 8, arbitrary: luhnCard },
    { weight: 2, arbitrary: fc.stringMatching(/^\d{1,20}$/) },
    anyText,
  ),
  expiryDate: fc.oneof({ weight: 8, arbitrary: expiry }, anyText),
  cvv: fc.oneof({ weight: 8, arbitrary: fc.stringMatching(/^\d{3}$/) }, anyText),
  cardName: nonBlankText,
  upiId: fc.oneof({ weight: 8, arbitrary: upiId }, anyText),
});

/** Pincodes: most well-formed (served or not: 744 is not, nor 999), some anything at all. */
const pincode = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[1-9]\d{5}$/) },
  { weight: 2, arbitrary: fc.constantFrom('700016', '110001', '744101', '999999', ' 560001 ') },
  anyText,
);

/** Phones: most a 10-digit Indian mobile number (the rule a delivery's phone keeps), some any text. */
const mobile = fc
  .tuple(fc.constantFrom('', '+91 ', '91', '0'), fc.stringMatching(/^[6-9]\d{9}$/))
  .map(([prefix, digits]) => `${prefix}${digits}`);

const shipping: fc.Arbitrary<ShippingFormValues> = fc.record({
  name: nonBlankText,
  email: emailText,
  phone: fc.oneof({ weight: 8, arbitrary: mobile }, nonBlankText),
  address: nonBlankText,
  city: nonBlankText,
  state: fc.constantFrom(...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES),
  pincode,
});

const accepted = <T extends object>(values: T, rules: Parameters<typeof validate<T>>[1]) =>
  Object.keys(validate(values, rules)).length === 0;

/** Place Order as placeOrder does it: the order built from the cart as it is, then `orderPlaced`. */
const placeOrderCommand: fc.Arbitrary<Command> = fc
  .record({
    shipping,
    payment,
    date: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
  })
  .map(({ shipping: address, payment: pay, date }) => (store: Store) => {
    if (!accepted(address, SHIPPING_RULES) || !accepted(pay, paymentRules(pay, NOW))) return;
    const state = store.getState();
    const lines = selectPricedCartLines(state);
    if (lines.length === 0) return;
    const id = `ORD-${String(state.orders.list.length + 4).padStart(3, '0')}`;
    const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    store.dispatch(orderPlaced(buildOrder({ id, date, lines, total, shipping: address, payment: pay })));
  });

/* ------------------------------------------------------------------ auth */

const user: fc.Arbitrary<User> = fc.record({
  id: fc.oneof(fc.constant('sample-priya'), fc.uuid()),
  name: nonBlankText,
  email: emailText,
  phone: anyText,
  address: anyText,
});

/** An address of the book: a position in it (to edit, remove or make default), or a new one. */
const addressCommand: fc.Arbitrary<Command> = fc.oneof(
  fc
    .record({
      values: shipping,
      label: fc.constantFrom<AddressLabel>('Home', 'Work', 'Other'),
      at: fc.option(fc.nat()),
    })
    .map(({ values, label, at }) => (store: Store) => {
      // As the profile's form does: only what its rules accept; an edit keeps the address's id.
      if (!accepted(values, ADDRESS_RULES)) return;
      const book = store.getState().auth.user?.addresses ?? [];
      const id = at !== null && book.length > 0 ? book[at % book.length]!.id : newAddressId();
      store.dispatch(addressSaved(savedAddressFromShipping(id, label, values)));
    }),
  fc.record({ at: fc.nat(), remove: fc.boolean() }).map(({ at, remove }) => (store: Store) => {
    const book = store.getState().auth.user?.addresses ?? [];
    const address = book[at % Math.max(book.length, 1)];
    if (!address) return;
    store.dispatch(remove ? removeAddress(address.id) : defaultAddressChosen(address.id));
  }),
);

const authCommand: fc.Arbitrary<Command> = fc.oneof(
  addressCommand,
  fc.record({ user, remember: fc.boolean() }).map(({ user: u, remember }) => (store: Store) => {
    // A sign-up's values pass its rules; a sign-in keeps the stored profile.
    if (accepted({ ...u, password: 'secret1', confirmPassword: 'secret1', terms: true }, signupRules))
      store.dispatch(signedIn({ user: u, remember }));
  }),
  user.map(({ name, email, phone, address }) => (store: Store) => {
    if (accepted({ name, email, phone, address }, profileRules))
      store.dispatch(profileUpdated({ name, email, phone, address }));
  }),
  fc.constant((store: Store) => {
    store.dispatch(loggedOut());
  }),
);

/* ------------------------------------------------------------------ wishlist */

const wishlistCommand: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom(...PRODUCTS.map((p) => p.id)).map((id) => (store: Store) => {
    store.dispatch(saveToWishlist(id));
  }),
  // Saved at any price in the past (a price drop, or a rise, since).
  fc
    .record({ id: fc.constantFrom(...PRODUCTS.map((p) => p.id)), price: fc.integer({ min: 1, max: 99999 }) })
    .map((item) => (store: Store) => {
      store.dispatch(wishlistItemAdded(item));
    }),
  fc.constantFrom(...PRODUCTS.map((p) => p.id)).map((id) => (store: Store) => {
    store.dispatch(removeFromWishlist(id));
  }),
  fc.constant((store: Store) => {
    undoLatest(store, 'Removed from wishlist');
  }),
  fc.constant((store: Store) => {
    store.dispatch(loggedOut());
  }),
);

/* ------------------------------------------------------------------ after the order, preferences */

const SAMPLE_NOW = new Date('2026-11-25T06:30:00.000Z');

/** Cancel or return one of the orders shown (the sample ones included), as the order pages do. */
const afterSalesCommand: fc.Arbitrary<Command> = fc
  .record({
    at: fc.nat(),
    cancel: fc.boolean(),
    refund: fc.boolean(),
    items: fc.array(fc.nat({ max: 3 }), { maxLength: 3 }),
  })
  .map(({ at, cancel, refund, items }) => (store: Store) => {
    const views = selectDisplayedOrders(store.getState(), SAMPLE_NOW);
    const view = views[at % Math.max(views.length, 1)];
    if (!view) return;
    if (cancel) {
      const payload = cancelOrder(view, SAMPLE_NOW, 'mistake');
      if (payload) store.dispatch(orderCancelled(payload));
      return;
    }
    const payload = requestReturn(
      view,
      refund
        ? { items, reason: 'tooSmall', resolution: 'refund', refundTo: 'credit' }
        : {
            items,
            reason: 'tooLarge',
            resolution: 'exchange',
            newSizes: { 0: 'L', 1: 'XL', 2: 'S', 3: 'M' },
          },
      { id: selectNextReturnId(store.getState()), now: SAMPLE_NOW },
    );
    if (payload) store.dispatch(returnRequested(payload));
  });

const productId = fc.constantFrom(...PRODUCTS.map((p) => p.id));
/** A size of the product, as its page offers them. */
const productSize = fc.record({ id: productId, at: fc.nat() }).map(({ id, at }) => {
  const sizes = PRODUCTS.find((p) => p.id === id)!.size;
  return { productId: id, size: sizes[at % sizes.length]! };
});

const preferencesCommand: fc.Arbitrary<Command> = fc.oneof(
  pincode.map((code) => (store: Store) => {
    // The delivery check remembers only a well-formed pincode.
    if (isValidPincode(code)) store.dispatch(pincodeChecked(code));
  }),
  productId.map((id) => (store: Store) => {
    store.dispatch(productViewed(id));
  }),
  fc.constant((store: Store) => {
    store.dispatch(recentlyViewedCleared());
  }),
  fc
    .record({ kind: fc.constantFrom(...SIZE_KINDS), pick: productSize })
    .map(({ kind, pick }) => (store: Store) => {
      store.dispatch(mySizeToggled({ kind, size: pick.size }));
    }),
  productSize.map((alert) => (store: Store) => {
    store.dispatch(stockAlertAdded(alert));
  }),
  productSize.map((alert) => (store: Store) => {
    store.dispatch(stockAlertRemoved(alert));
  }),
  productSize.map((alert) => (store: Store) => {
    store.dispatch(backInStock({ ...alert, name: 'A product' }));
  }),
  fc.constant((store: Store) => {
    store.dispatch(loggedOut());
  }),
);

/* ------------------------------------------------------------------ reviews */

/** A photo as preparePhoto makes it (JPEG data, at most 1024 px a side), described as the form asks. */
const reviewPhoto = fc.record({
  src: fc
    .uint8Array({ minLength: 1, maxLength: 48 })
    .map((bytes) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`),
  alt: nonBlankText,
  width: fc.integer({ min: 1, max: 1024 }),
  height: fc.integer({ min: 1, max: 1024 }),
});

/** Any reviewer the sign-up form accepts: a name that is not blank. */
const reviewer = fc.record({ id: fc.constantFrom('sample-priya', 'u-2'), name: nonBlankText });

const reviewsCommand: fc.Arbitrary<Command> = fc.oneof(
  reviewer.map((user) => (store: Store) => {
    store.dispatch(
      signedIn({ user: { ...user, email: 'priya@example.com', phone: '', address: '' }, remember: true }),
    );
  }),
  // What the write form accepts: any comment that is not blank, any stars, a fit and size or not, up to 3 photos.
  fc
    .record({
      pick: productSize,
      rating: fc.integer({ min: 1, max: 5 }),
      comment: nonBlankText,
      fit: fc.option(fc.constantFrom(...FIT_ANSWERS), { nil: undefined }),
      sized: fc.boolean(),
      photos: fc.array(reviewPhoto, { maxLength: 3 }),
    })
    .map(({ pick, rating, comment, fit, sized, photos }) => (store: Store) => {
      store.dispatch(
        writeReview({
          productId: pick.productId,
          rating,
          comment,
          ...(fit && { fit }),
          ...(sized && { size: pick.size }),
          photos,
        }),
      );
    }),
  fc.nat().map((at) => (store: Store) => {
    const { own } = store.getState().reviews;
    if (own.length > 0) store.dispatch(deleteReview(own[at % own.length]!.id));
  }),
  fc.record({ at: fc.nat(), sample: fc.boolean() }).map(({ at, sample }) => (store: Store) => {
    const ids = sample ? SAMPLE_REVIEWS.map((r) => r.id) : store.getState().reviews.own.map((r) => r.id);
    if (ids.length > 0) store.dispatch(toggleHelpful(ids[at % ids.length]!));
  }),
  fc.constant((store: Store) => {
    store.dispatch(loggedOut());
  }),
);

const priya = (store: Store) => {
  store.dispatch(
    signedIn({
      user: { id: 'sample-priya', name: 'Priya Sharma', email: 'priya@example.com', phone: '', address: '' },
      remember: true,
    }),
  );
};

/* ------------------------------------------------------------------ the properties */

function run(commands: readonly Command[]): RootState {
  const store = makeStore();
  for (const command of commands) command(store);
  return store.getState();
}

describe('what the shop accepts, it keeps across a reload', () => {
  it('the cart: any products, sizes and quantities, added, changed and removed', () => {
    fc.assert(
      fc.property(fc.array(cartCommand, { maxLength: 30 }), (commands) => expectKept(run(commands), 'cart')),
      RUNS,
    );
  });

  it('the wishlist: any products saved and removed', () => {
    fc.assert(
      fc.property(fc.array(wishlistCommand, { maxLength: 30 }), (commands) =>
        expectKept(run(commands), 'wishlist'),
      ),
      RUNS,
    );
  });

  it('the user: any sign-in, profile and logout the forms accept, in any text', () => {
    fc.assert(
      fc.property(fc.array(authCommand, { maxLength: 10 }), (commands) => expectKept(run(commands), 'user')),
      RUNS,
    );
  });

  it('the orders: any order the checkout forms accept, with any cart', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(cartCommand, placeOrderCommand), { maxLength: 20 }), (commands) => {
        const state = run(commands);
        expectKept(state, 'orders');
        expectKept(state, 'cart');
      }),
      RUNS,
    );
  });

  it('cancels and return requests: on any order shown, the sample ones included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(cartCommand, placeOrderCommand, afterSalesCommand), { maxLength: 20 }),
        (commands) => expectKept(run([priya, ...commands]), 'orders'),
      ),
      RUNS,
    );
  });

  it('the preferences: any pincode the delivery check accepts, products viewed, sizes saved, stock alerts', () => {
    fc.assert(
      fc.property(fc.array(preferencesCommand, { maxLength: 20 }), (commands) =>
        expectKept(run(commands), 'preferences'),
      ),
      RUNS,
    );
  });

  it('the reviews: any review the write form accepts, with photos, fit and size, deleted, marked helpful', () => {
    fc.assert(
      fc.property(fc.array(reviewsCommand, { maxLength: 20 }), (commands) => {
        const state = run(commands);
        expectKept(state, 'reviews');
      }),
      RUNS,
    );
    // Not vacuous: a signed-in shopper's review with photos is kept.
    const state = run([
      priya,
      (store) =>
        store.dispatch(
          writeReview({
            productId: 1,
            rating: 1,
            comment: '<b>Faded</b> after one wash',
            fit: 'small',
            size: 'M',
            photos: [{ src: 'data:image/jpeg;base64,AAAA', alt: 'The faded sleeve', width: 10, height: 20 }],
          }),
        ),
    ]);
    expect(state.reviews.own).toHaveLength(1);
    expectKept(state, 'reviews');
  });

  it('every payment the form rules accept is one the stored order keeps (a card "123" was not)', () => {
    const cart = run([(store) => store.dispatch(addToCart({ productId: 1, size: 'M', quantity: 2 }))]);
    const lines = selectPricedCartLines(cart);
    fc.assert(
      fc.property(payment, shipping, (pay, address) => {
        fc.pre(accepted(pay, paymentRules(pay, NOW)) && accepted(address, SHIPPING_RULES));
        const order = buildOrder({
          id: 'ORD-004',
          date: NOW,
          lines,
          total: 5897,
          shipping: address,
          payment: pay,
        });
        expect(reloaded('orders', { list: [order], changes: {} })).toEqual({
          list: [JSON.parse(JSON.stringify(order))],
          changes: {},
        });
      }),
      RUNS,
    );
  });
});
