import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { SAMPLE_PROFILE, type User } from '@/features/auth';
import type { StoredCartLine } from '@/features/cart';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { RequireAuth, type RootState } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import CheckoutPage from './CheckoutPage';

/** The sample profile as signed in before address books: the Shipping step starts from the profile. */
const priya: User = {
  ...SAMPLE_PROFILE,
  email: 'priya@example.com',
  addresses: undefined,
  defaultAddressId: undefined,
};

/** ₹6,604 with tax: over the ₹5,000 Cash on Delivery limit. */
const CART: StoredCartLine[] = [
  { id: 1, size: 'M', quantity: 2 },
  { id: 7, size: 'S', quantity: 1 },
];

function renderCheckout(state: Partial<RootState> = {}) {
  return renderWithProviders(
    <RequireAuth>
      <CheckoutPage />
    </RequireAuth>,
    {
      preloadedState: { auth: { user: priya, remember: true }, cart: { lines: CART }, ...state },
      route: '/checkout',
      path: '/checkout',
      extraRoutes: (
        <>
          <Route path="/cart" element={<h1>Cart page</h1>} />
          <Route path="/orders" element={<h1>Orders page</h1>} />
        </>
      ),
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const button = (name: string) => screen.getByRole('button', { name });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'चेकआउट के चरण' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');

/** react-hook-form validates asynchronously: let the fake clock run a few ms after a submit. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(10));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  setEdition('hi', HINDI);
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  setEdition('en');
});

describe('Checkout page, in Hindi', () => {
  it('goes through its steps in Hindi: the fields, their messages, Continue (आगे बढ़ें) and Place Order (ऑर्डर करें)', async () => {
    const { user, store } = renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('चरण 1/3: शिपिंग');
    expect(screen.getByRole('heading', { level: 2, name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ऑर्डर का सारांश' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'आइटम का सारांश' })).toBeInTheDocument();

    // The messages at the fields are the page's edition's.
    await user.click(button('आगे बढ़ें'));
    await settle();
    expect(field('शहर')).toHaveAccessibleDescription('शहर डालना ज़रूरी है');
    expect(field('राज्य')).toHaveAccessibleDescription('राज्य चुनना ज़रूरी है');
    expect(field('पिनकोड')).toHaveAccessibleDescription('पिनकोड डालना ज़रूरी है');
    expect(screen.getByText('मकान नंबर, गली और इलाका')).toBeInTheDocument();

    // The State select shows Hindi names; the value an address keeps stays English.
    expect(screen.getByRole('option', { name: 'राज्य चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'केंद्र शासित प्रदेश' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'पश्चिम बंगाल' })).toHaveValue('West Bengal');
    await user.type(field('शहर'), 'Kolkata');
    await user.selectOptions(field('राज्य'), 'West Bengal');
    await user.type(field('पिनकोड'), '700016');
    await user.click(button('आगे बढ़ें'));
    await settle();

    expect(currentStep()).toHaveTextContent('भुगतान');
    expect(screen.getByRole('heading', { level: 2, name: 'भुगतान' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'भुगतान का तरीका' })).toBeInTheDocument();
    // Over the limit, Cash on Delivery says why in Hindi.
    expect(screen.getByText('कैश ऑन डिलीवरी सिर्फ़ ₹5,000 तक के ऑर्डर पर उपलब्ध है')).toBeInTheDocument();
    await user.click(button('आगे बढ़ें'));
    await settle();
    expect(field('कार्ड नंबर')).toHaveAccessibleDescription('कार्ड नंबर डालना ज़रूरी है');
    expect(field('कार्डधारक का नाम')).toHaveAccessibleDescription('कार्डधारक का नाम डालना ज़रूरी है');
    await user.type(field('कार्ड नंबर'), '4111111111131234');
    await user.type(field('एक्सपायरी डेट'), '1299');
    await user.type(field('CVV'), '12');
    await user.type(field('कार्डधारक का नाम'), 'Priya Sharma');
    await user.click(button('आगे बढ़ें'));
    await settle();
    expect(field('CVV')).toHaveAccessibleDescription('कृपया सही CVV डालें आपके कार्ड के पीछे लिखे 3 अंक');
    await user.type(field('CVV'), '3');
    await user.click(button('आगे बढ़ें'));
    await settle();

    expect(currentStep()).toHaveTextContent('रिव्यू');
    expect(screen.getByRole('heading', { level: 2, name: 'अपना ऑर्डर देखें' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'चेकआउट के चरण' })).toHaveTextContent('चरण 1/3: शिपिंग (पूरा हुआ)');
    expect(screen.getByRole('region', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'भुगतान का तरीका' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ऑर्डर की कुल राशि' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'आपके ऑर्डर के आइटम' })).toBeInTheDocument();
    expect(button('वापस')).toBeEnabled();

    await user.click(button('ऑर्डर करें'));
    expect(button('प्रोसेस हो रहा है...')).toHaveAttribute('aria-busy', 'true');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(store.getState().orders.list).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  });

  it("names a sold-out line and the way back in Hindi, the product's name as it is", () => {
    renderCheckout({
      cart: {
        lines: [
          { id: 1, size: 'XL', quantity: 1 },
          { id: 7, size: 'S', quantity: 1 },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'स्टॉक ख़त्म हो चुके आइटम' })).toBeInTheDocument();
    expect(screen.getByText('आगे बढ़ने के लिए स्टॉक ख़त्म हो चुके आइटम हटाएँ')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Chanderi Silk Anarkali Kurta, साइज़ XL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कार्ट पर वापस जाएँ' })).toHaveAttribute('href', '/cart');
  });
});
