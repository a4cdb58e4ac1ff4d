import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, useLocation } from 'react-router-dom';
import { itemAdded } from '@/features/cart';
import { RequireAuth } from '@/test/app';
import type { RootState } from '@/test/app';
import { loggedOut, SAMPLE_PROFILE, type User } from '@/features/auth';
import type { StoredCartLine } from '@/features/cart';
import type { Order } from '@/features/orders';
import { renderWithProviders } from '@/test/renderWithProviders';
import CheckoutPage from './CheckoutPage';

/** The sample profile with its address book (its Home address, the default). */
const priyaWithBook: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
/** The sample profile as signed in before address books: the Shipping step starts from the profile. */
const priya: User = { ...priyaWithBook, addresses: undefined, defaultAddressId: undefined };

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

const extraRoutes = (
  <>
    <Route path="/login" element={<LoginProbe />} />
    <Route path="/cart" element={<h1>Cart page</h1>} />
    <Route path="/orders" element={<h1>Orders page</h1>} />
  </>
);

/** ₹6,604 with tax: over the ₹5,000 Cash on Delivery limit. */
const CART: StoredCartLine[] = [
  { id: 1, size: 'M', quantity: 2 },
  { id: 7, size: 'S', quantity: 1 },
];
/** ₹707 with tax. */
const SMALL_CART: StoredCartLine[] = [{ id: 7, size: 'S', quantity: 1 }];

function renderCheckout(state: Partial<RootState> = {}) {
  return renderWithProviders(
    <RequireAuth>
      <CheckoutPage />
    </RequireAuth>,
    {
      preloadedState: { auth: { user: priya, remember: true }, cart: { lines: CART }, ...state },
      route: '/checkout',
      path: '/checkout',
      extraRoutes,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const button = (name: string) => screen.getByRole('button', { name });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');

type UserEventApi = ReturnType<typeof renderCheckout>['user'];

/**
 * react-hook-form validates asynchronously; with fake timers React's scheduled renders wait for the
 * clock, so let it run (a few ms, far from the 2 s order timer) after each form submit.
 */
const settle = () => act(() => jest.advanceTimersByTimeAsync(10));

async function submitStep(user: UserEventApi, name: string) {
  await user.click(button(name));
  await settle();
}

async function completeShipping(user: UserEventApi) {
  await user.type(field('City'), 'Kolkata');
  await user.selectOptions(field('State'), 'West Bengal');
  await user.type(field('Pincode'), '700016');
  await submitStep(user, 'Continue to Payment');
}

async function completeCard(user: UserEventApi) {
  await user.type(field('Card Number'), '4111111111131234');
  await user.type(field('Expiry Date'), '1299');
  await user.type(field('CVV'), '123');
  await user.type(field('Cardholder Name'), 'Priya Sharma');
  await submitStep(user, 'Continue to Review');
}

beforeEach(() => {
  jest.useFakeTimers();
  // A test's page, unmounted after the storage is cleared, writes its last draft as it goes.
  sessionStorage.clear();
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('Checkout page', () => {
  it('sends a guest to /login, carrying where to come back to', () => {
    renderCheckout({ auth: { user: null, remember: true } });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByText('Login page, from /checkout')).toBeInTheDocument();
  });

  it('sends a shopper with an empty cart to /cart', () => {
    renderCheckout({ cart: { lines: [] } });
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it("refuses a cart with a size sold out since it was added: 'Remove sold out items to continue', no step, the way back to the cart", async () => {
    const { container } = renderCheckout({
      cart: {
        lines: [
          { id: 1, size: 'XL', quantity: 1 },
          { id: 7, size: 'S', quantity: 1 },
        ],
      },
    });
    expect(screen.getByText('Remove sold out items to continue')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Pincode/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    // The sold-out line is named there, and the summary lists only what its totals count.
    expect(screen.getByText('Chanderi Silk Anarkali Kurta, size XL')).toBeInTheDocument();
    const summary = within(screen.getByRole('list', { name: 'Summary of items' }));
    expect(summary.getAllByRole('listitem')).toHaveLength(1);
    expect(summary.queryByText(/Chanderi Silk Anarkali Kurta/)).not.toBeInTheDocument();
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
  });

  it('starts at Shipping, prefilled from the profile, with the order summary beside it', async () => {
    const { container } = renderCheckout();
    expect(document.title).toBe('Checkout — Rangoli');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Shipping');
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Priya Sharma');
    expect(field('Email')).toHaveValue('priya@example.com');
    expect(field('Phone')).toHaveValue('+91 98765 43210');
    expect(field('Address')).toHaveValue('14 Park Street, Kolkata 700016');
    expect(field('City')).toHaveValue('');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    expect(within(summary).getByText('Subtotal (3 items)').nextElementSibling).toHaveTextContent('₹5,597');
    expect(within(summary).getByText('GST (18%)').nextElementSibling).toHaveTextContent('₹1,007');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('₹6,604');
    expect(within(summary).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
  });

  it('validates shipping at the fields and stays on the step', async () => {
    const { user } = renderCheckout();
    await user.clear(field('Name'));
    await submitStep(user, 'Continue to Payment');
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Name')).toHaveFocus();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Shipping');
  });

  it('places a card order: Processing... for 2 s, then saves it with only the last 4 digits, clears the cart, goes to /orders and says so', async () => {
    const { user, store } = renderCheckout();
    await completeShipping(user);
    expect(currentStep()).toHaveTextContent('Payment');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
    await completeCard(user);
    expect(currentStep()).toHaveTextContent('Review');
    expect(screen.getByRole('heading', { level: 2, name: 'Review Your Order' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      'Priya Sharma14 Park Street, Kolkata 700016Kolkata, West Bengal 700016+91 98765 43210priya@example.com',
    );
    expect(screen.getByRole('region', { name: 'Payment Method' })).toHaveTextContent('Card ending 1234');
    expect(
      within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    await user.click(button('Place Order'));
    const processing = button('Processing...');
    expect(processing).toHaveAttribute('aria-busy', 'true');
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    expect(button('Back')).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(store.getState().orders.list).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));

    const [order] = store.getState().orders.list;
    expect(store.getState().orders.list).toHaveLength(1);
    expect(order).toMatchObject<Partial<Order>>({
      id: 'ORD-004',
      status: 'processing',
      total: 6604,
      payment: { method: 'card', last4: '1234' },
      shipping: {
        name: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '+91 98765 43210',
        address: '14 Park Street, Kolkata 700016',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
      },
    });
    expect(order?.items).toEqual([
      expect.objectContaining({ id: 1, size: 'M', quantity: 2, price: 2499, brand: 'Biba' }),
      expect.objectContaining({ id: 7, size: 'S', quantity: 1, price: 599 }),
    ]);
    const saved = JSON.stringify(store.getState());
    expect(saved).not.toContain('4111');
    expect(saved).not.toContain('12/99');
    expect(store.getState().cart.lines).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
  });

  it.each([
    ['UPI', { method: 'upi', upiId: 'priya@okaxis' }, 'UPI: priya@okaxis'],
    ['Cash on Delivery', { method: 'cod' }, 'Cash on Delivery'],
  ] as const)('places an order paid by %s', async (label, payment, summary) => {
    const { user, store } = renderCheckout({ cart: { lines: SMALL_CART } });
    await completeShipping(user);
    await user.click(screen.getByRole('radio', { name: label }));
    if (payment.method === 'upi') {
      await submitStep(user, 'Continue to Review');
      expect(field('UPI ID')).toHaveAccessibleDescription('UPI ID is required');
      await user.type(field('UPI ID'), payment.upiId);
    }
    await submitStep(user, 'Continue to Review');
    expect(screen.getByRole('region', { name: 'Payment Method' })).toHaveTextContent(summary);
    await user.click(button('Place Order'));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(store.getState().orders.list[0]?.payment).toEqual(payment);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  });

  it('Back keeps every value, including unsubmitted payment details', async () => {
    const { user } = renderCheckout();
    await completeShipping(user);
    await user.type(field('Card Number'), '4111');
    await user.type(field('Cardholder Name'), 'Priya');
    await user.click(button('Back'));
    expect(currentStep()).toHaveTextContent('Shipping');
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping Address' })).toHaveFocus();
    expect(field('City')).toHaveValue('Kolkata');
    expect(field('State')).toHaveValue('West Bengal');
    expect(field('Pincode')).toHaveValue('700016');
    await submitStep(user, 'Continue to Payment');
    expect(field('Card Number')).toHaveValue('4111');
    expect(field('Cardholder Name')).toHaveValue('Priya');
    await user.clear(field('Card Number'));
    await completeCard(user);
    await user.click(button('Back'));
    expect(currentStep()).toHaveTextContent('Payment');
    expect(field('Card Number')).toHaveValue('4111 1111 1113 1234');
    expect(field('Expiry Date')).toHaveValue('12/99');
    expect(field('CVV')).toHaveValue('123');
    expect(field('Cardholder Name')).toHaveValue('PriyaPriya Sharma');
  });

  it('never places two orders, however often Place Order is clicked', async () => {
    const { user, store } = renderCheckout({ cart: { lines: SMALL_CART } });
    await completeShipping(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await submitStep(user, 'Continue to Review');
    await user.dblClick(button('Place Order'));
    await user.click(button('Processing...'));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(store.getState().orders.list).toHaveLength(1);
  });

  it('places only the order that was reviewed: a change from another tab during the wait places nothing and asks for a new review', async () => {
    const { user, store } = renderCheckout({ cart: { lines: SMALL_CART } });
    await completeShipping(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await submitStep(user, 'Continue to Review');
    await user.click(button('Place Order'));
    // Another tab adds to the cart (cross-tab sync replays its change here).
    act(() => void store.dispatch(itemAdded({ id: 7, size: 'S' })));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(store.getState().orders.list).toEqual([]);
    expect(
      screen.getByText('Your cart changed in another tab. Please review your order again.'),
    ).toHaveAttribute('role', 'alert');
    expect(currentStep()).toHaveTextContent('Review');
    expect(screen.getByRole('heading', { level: 2, name: 'Review Your Order' })).toHaveFocus();
    // Reviewed again, it is placed as it now is.
    await user.click(button('Place Order'));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(store.getState().orders.list[0]?.items.some((item) => item.id === 7)).toBe(true);
  });

  describe('a reload keeps the checkout as the shopper left it', () => {
    const draft = () => JSON.parse(sessionStorage.getItem('rangoli-checkout-draft') ?? 'null') as unknown;

    it('returns to the step with what was typed, never the card number or CVV, within 300 ms of typing', async () => {
      const first = renderCheckout({ cart: { lines: SMALL_CART } });
      await completeShipping(first.user);
      await first.user.click(screen.getByRole('radio', { name: 'UPI' }));
      await first.user.type(field('UPI ID'), 'priya@okaxis');
      await act(() => jest.advanceTimersByTimeAsync(300));
      expect(draft()).toMatchObject({
        step: 'payment',
        shipping: { city: 'Kolkata', state: 'West Bengal', pincode: '700016' },
        payment: { method: 'upi', upiId: 'priya@okaxis' },
      });
      first.unmount();

      const second = renderCheckout({ cart: { lines: SMALL_CART } });
      expect(currentStep()).toHaveTextContent('Payment');
      expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
      expect(field('UPI ID')).toHaveValue('priya@okaxis');
      await second.user.click(button('Back'));
      await settle();
      expect(field('City')).toHaveValue('Kolkata');
      expect(field('Pincode')).toHaveValue('700016');
    });

    it('keeps a card order at Payment, without its number, expiry or CVV, which are typed again', async () => {
      const { user, unmount } = renderCheckout({ cart: { lines: SMALL_CART } });
      await completeShipping(user);
      await completeCard(user);
      expect(currentStep()).toHaveTextContent('Review');
      await act(() => jest.advanceTimersByTimeAsync(300));
      const stored = sessionStorage.getItem('rangoli-checkout-draft') ?? '';
      expect(stored).toContain('Priya Sharma');
      expect(stored).not.toMatch(/4111|1234|12\/99|"cvv"|cardNumber|expiryDate/);
      unmount();
      renderCheckout({ cart: { lines: SMALL_CART } });
      expect(currentStep()).toHaveTextContent('Payment');
      expect(field('Card Number')).toHaveValue('');
      expect(field('CVV')).toHaveValue('');
      expect(field('Cardholder Name')).toHaveValue('Priya Sharma');
    });

    it('keeps a new address and its Save this address tick', async () => {
      const first = renderCheckout({ cart: { lines: SMALL_CART } });
      await first.user.type(field('City'), 'Pune');
      await first.user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
      await act(() => jest.advanceTimersByTimeAsync(300));
      first.unmount();
      renderCheckout({ cart: { lines: SMALL_CART } });
      expect(field('City')).toHaveValue('Pune');
      expect(screen.getByRole('checkbox', { name: 'Save this address to my address book' })).toBeChecked();
    });

    it('is gone once the order is placed', async () => {
      const { user } = renderCheckout({ cart: { lines: SMALL_CART } });
      await completeShipping(user);
      await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
      await submitStep(user, 'Continue to Review');
      await act(() => jest.advanceTimersByTimeAsync(300));
      expect(draft()).not.toBeNull();
      await user.click(button('Place Order'));
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(draft()).toBeNull();
    });

    it("never shows one shopper's draft to another signed in on the same tab", async () => {
      const first = renderCheckout({ cart: { lines: SMALL_CART } });
      await first.user.type(field('City'), 'Pune');
      await act(() => jest.advanceTimersByTimeAsync(300));
      first.unmount();
      renderCheckout({
        cart: { lines: SMALL_CART },
        auth: { user: { ...priya, email: 'asha@example.com' }, remember: true },
      });
      expect(field('City')).toHaveValue('');
    });

    it("is not written back once the shopper is signed out with a write pending (a logout, 'Delete my data')", async () => {
      const { user, store } = renderCheckout({ cart: { lines: SMALL_CART } });
      await user.type(field('City'), 'Pune');
      await act(() => jest.advanceTimersByTimeAsync(300));
      expect(draft()).not.toBeNull();
      // Typed within the last 300 ms: a write is pending when the tab's data is deleted.
      await user.type(field('City'), 'x');
      sessionStorage.clear();
      // Signed out, the guard leaves the page, whose unmount would write what is pending.
      act(() => {
        store.dispatch(loggedOut());
      });
      await act(() => jest.advanceTimersByTimeAsync(300));
      expect(screen.queryByRole('list', { name: 'Checkout progress' })).not.toBeInTheDocument();
      expect(draft()).toBeNull();
    });

    it('starts afresh from a draft that is no draft', () => {
      sessionStorage.setItem('rangoli-checkout-draft', '{"step":"review","shipping":7}');
      renderCheckout({ cart: { lines: SMALL_CART } });
      expect(currentStep()).toHaveTextContent('Shipping');
      sessionStorage.setItem('rangoli-checkout-draft', 'not json');
    });
  });

  it('numbers the order after the shopper’s existing orders', async () => {
    const existing: Order = {
      id: 'ORD-004',
      date: '2026-11-20T10:00:00.000Z',
      status: 'shipped',
      total: 707,
      items: [
        {
          id: 7,
          name: 'Ribbed Knit Crop Top',
          price: 599,
          quantity: 1,
          size: 'S',
          image: '/assets/products/7.svg',
        },
      ],
      shipping: {
        name: 'P',
        email: 'p@x.in',
        phone: '1',
        address: 'a',
        city: 'c',
        state: 'Goa',
        pincode: '1',
      },
      payment: { method: 'cod' },
    };
    const { user, store } = renderCheckout({
      orders: { list: [existing], changes: {} },
      cart: { lines: SMALL_CART },
    });
    await completeShipping(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await submitStep(user, 'Continue to Review');
    await user.click(button('Place Order'));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(store.getState().orders.list.map((o) => o.id)).toEqual(['ORD-005', 'ORD-004']);
  });

  it('leaving during the 2 s wait places nothing and warns about nothing', async () => {
    const { user, store, unmount } = renderCheckout({ cart: { lines: SMALL_CART } });
    await completeShipping(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await submitStep(user, 'Continue to Review');
    await user.click(button('Place Order'));
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(store.getState().orders.list).toHaveLength(0);
    expect(store.getState().cart.lines).toEqual(SMALL_CART);
  });

  it('has no axe violations on the payment and review steps', async () => {
    const { user, container } = renderCheckout();
    await completeShipping(user);
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
    await completeCard(user);
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
  });

  describe('delivery, Cash on Delivery and the address book', () => {
    const radio = (name: string | RegExp) => screen.getByRole('radio', { name });

    it('disables Cash on Delivery over ₹5,000, with the reason beside it', async () => {
      const { user } = renderCheckout();
      await completeShipping(user);
      expect(radio('Cash on Delivery')).toBeDisabled();
      expect(radio('Cash on Delivery')).toHaveAccessibleDescription(
        'Cash on Delivery is available on orders up to ₹5,000',
      );
    });

    it('disables Cash on Delivery for a pincode that takes prepaid orders only', async () => {
      const { user } = renderCheckout({ cart: { lines: SMALL_CART } });
      await user.type(field('City'), 'Guwahati');
      await user.selectOptions(field('State'), 'Assam');
      await user.type(field('Pincode'), '781006');
      await submitStep(user, 'Continue to Payment');
      expect(radio('Cash on Delivery')).toBeDisabled();
      expect(radio('Cash on Delivery')).toHaveAccessibleDescription(
        'Cash on Delivery is not available for 781006',
      );
    });

    it('stops the Shipping step at a pincode we do not deliver to', async () => {
      const { user } = renderCheckout();
      await user.type(field('City'), 'Port Blair');
      await user.selectOptions(field('State'), 'Andaman and Nicobar Islands');
      await user.type(field('Pincode'), '744101');
      await submitStep(user, 'Continue to Payment');
      expect(field('Pincode')).toHaveAccessibleDescription('Sorry, we do not deliver to 744101 yet');
      expect(field('Pincode')).toHaveFocus();
      expect(currentStep()).toHaveTextContent('Shipping');
    });

    it('prefills Pincode, City and State from the pincode remembered on a product page', () => {
      renderCheckout({
        preferences: { pincode: '560001', recentlyViewed: [], mySizes: {}, stockAlerts: [] },
      });
      expect(field('Pincode')).toHaveValue('560001');
      expect(field('City')).toHaveValue('Bengaluru');
      expect(field('State')).toHaveValue('Karnataka');
    });

    it('starts from the default saved address, and a saved address chosen fills the form', async () => {
      const work = {
        id: 'address-work',
        label: 'Work' as const,
        name: 'Priya Sharma',
        phone: '+91 98300 11111',
        address: '22 Camac Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700017',
      };
      const withWork = { ...priyaWithBook, addresses: [...(priyaWithBook.addresses ?? []), work] };
      const { user, store, container } = renderCheckout({
        auth: { user: withWork, remember: true },
        cart: { lines: SMALL_CART },
      });
      const saved = screen.getByRole('radiogroup', { name: 'Saved addresses' });
      expect(within(saved).getByRole('radio', { name: /^Home/ })).toBeChecked();
      expect(field('Address')).toHaveValue('14 Park Street');
      expect(field('City')).toHaveValue('Kolkata');
      expect(field('Pincode')).toHaveValue('700016');
      await user.click(within(saved).getByRole('radio', { name: /^Work/ }));
      expect(field('Address')).toHaveValue('22 Camac Street');
      expect(field('Phone')).toHaveValue('+91 98300 11111');
      jest.useRealTimers();
      expect(await axe(container)).toHaveNoViolations();
      jest.useFakeTimers();
      await submitStep(user, 'Continue to Payment');
      await user.click(radio('Cash on Delivery'));
      await submitStep(user, 'Continue to Review');
      expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('22 Camac Street');
      await user.click(button('Place Order'));
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(store.getState().orders.list[0]?.shipping).toMatchObject({
        address: '22 Camac Street',
        pincode: '700017',
      });
      expect(store.getState().auth.user?.addresses).toHaveLength(2);
    });

    it('keeps a new address typed at checkout in the address book once the order is placed', async () => {
      const { user, store } = renderCheckout({
        auth: { user: priyaWithBook, remember: true },
        cart: { lines: SMALL_CART },
      });
      await user.click(radio('New address'));
      expect(field('Address')).toHaveValue('');
      await user.type(field('Address'), '9 Lake Road');
      await user.type(field('City'), 'Pune');
      await user.selectOptions(field('State'), 'Maharashtra');
      await user.type(field('Pincode'), '411001');
      await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
      await user.click(
        within(screen.getByRole('radiogroup', { name: 'Label' })).getByRole('radio', { name: 'Work' }),
      );
      await submitStep(user, 'Continue to Payment');
      await user.click(radio('Cash on Delivery'));
      await submitStep(user, 'Continue to Review');
      expect(store.getState().auth.user?.addresses).toHaveLength(1);
      await user.click(button('Place Order'));
      await act(() => jest.advanceTimersByTimeAsync(2000));
      const book = store.getState().auth.user?.addresses ?? [];
      expect(book).toHaveLength(2);
      expect(book[1]).toMatchObject({
        label: 'Work',
        address: '9 Lake Road',
        city: 'Pune',
        pincode: '411001',
      });
      expect(store.getState().auth.user?.defaultAddressId).toBe('address-home');
    });
  });
});
