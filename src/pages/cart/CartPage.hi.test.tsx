import { screen, within } from '@testing-library/react';
import type { StoredCartLine } from '@/features/cart';
import { RETURN_DAYS } from '@/shared/lib/constants';
import type { RootState } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import CartPage from './CartPage';

const renderCart = (lines: StoredCartLine[], more: Partial<RootState> = {}) =>
  renderWithProviders(
    <main>
      <CartPage />
    </main>,
    { preloadedState: { cart: { lines }, ...more }, route: '/cart' },
  );

const line = (name: string) => screen.getByRole('article', { name });
const couponField = () => screen.getByRole('textbox', { name: 'कूपन कोड' });

onHindiPages();

describe('Cart page, in Hindi', () => {
  it('when empty says so in Hindi and links back to shopping', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपका कार्ट ख़ाली है' })).toBeInTheDocument();
    expect(screen.getByText(/^लगता है आपने अभी तक कुछ नहीं जोड़ा है।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toHaveAttribute('href', '/');
  });

  it('names its lines, their controls and the summary in Hindi; product names and sizes stay as they are', async () => {
    const { user } = renderCart([
      { id: 1, size: 'M', quantity: 2 },
      { id: 7, size: 'S', quantity: 1 },
    ]);
    expect(screen.getByText('3 आइटम')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'कार्ट के आइटम' })).toBeInTheDocument();
    const row = line('Ribbed Knit Crop Top साइज़: S');
    expect(within(row).getByRole('group', { name: 'मात्रा' })).toHaveTextContent('1');
    expect(within(row).getByRole('button', { name: 'मात्रा घटाएँ' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    expect(within(row).getByText('आइटम की कुल कीमत')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ऑर्डर का सारांश' });
    expect(within(summary).getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/checkout');
    expect(summary).toHaveTextContent(`सुरक्षित भुगतान · ${RETURN_DAYS} दिन में आसान रिटर्न`);

    await user.click(within(row).getByRole('button', { name: 'मात्रा बढ़ाएँ' }));
    expect(screen.getByText('4 आइटम')).toBeInTheDocument();
  });

  it("caps a line at a low size's last pieces, on the line and in the message", async () => {
    const { user } = renderCart([{ id: 1, size: 'L', quantity: 1 }]);
    expect(screen.getByText('1 आइटम')).toBeInTheDocument();
    const row = line('Chanderi Silk Anarkali Kurta साइज़: L');
    expect(row).toHaveTextContent('साइज़ L में सिर्फ़ 2 बचे हैं');
    const plus = within(row).getByRole('button', { name: 'मात्रा बढ़ाएँ' });
    await user.click(plus);
    await user.click(plus);
    expect(await screen.findByRole('alert')).toHaveTextContent('साइज़ L में सिर्फ़ 2 बचे हैं');
  });

  it("marks a sold-out line and offers 'Change size' in Hindi", () => {
    renderCart([{ id: 1, size: 'XL', quantity: 1 }]);
    const row = line('Chanderi Silk Anarkali Kurta साइज़: XL');
    expect(row).toHaveTextContent('स्टॉक ख़त्म');
    const change = within(row).getByRole('combobox', { name: 'साइज़ बदलें' });
    expect(within(change).getAllByRole('option')[0]).toHaveTextContent('साइज़ चुनें');
  });

  it('speaks of coupons in Hindi: the field, its messages, the offers and a coupon dropped; the codes stay', async () => {
    const { user, store } = renderCart(
      [
        { id: 1, size: 'M', quantity: 1 },
        { id: 7, size: 'S', quantity: 1 },
      ],
      {
        auth: {
          user: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '', address: '' },
          remember: true,
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(couponField()).toHaveAccessibleDescription('कूपन कोड डालें');
    await user.type(couponField(), 'FREESTUFF{Enter}');
    expect(couponField()).toHaveAccessibleDescription('यह कूपन कोड मान्य नहीं है');
    await user.clear(couponField());
    await user.type(couponField(), 'beauty15{Enter}');
    expect(couponField()).toHaveAccessibleDescription('BEAUTY15 सिर्फ़ ब्यूटी प्रोडक्ट पर लागू होता है');

    // ₹3,098: RANGOLI10 saves ₹300, WELCOME200 ₹200; FESTIVE500 needs ₹901 more; BEAUTY15 a Beauty product.
    const list = screen.getByRole('list', { name: 'उपलब्ध कूपन' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('₹1,499 या उससे ज़्यादा के ऑर्डर पर 10% की छूट, ₹300 तक');
    expect(items[0]).toHaveTextContent('बेस्ट ऑफ़र: ₹300 की बचत');
    expect(items[1]).toHaveTextContent('₹901 की और ख़रीदारी करें');
    expect(items[2]).toHaveTextContent('कोई ब्यूटी प्रोडक्ट जोड़ें');
    await user.click(within(list).getByRole('button', { name: 'लागू करें RANGOLI10' }));
    expect(store.getState().cart.coupon).toBe('RANGOLI10');
    expect(within(items[0]!).getByText('लागू है')).toBeInTheDocument();

    await user.click(
      within(line('Chanderi Silk Anarkali Kurta साइज़: M')).getByRole('button', { name: 'हटाएँ' }),
    );
    expect(
      await screen.findByText('RANGOLI10 हटा दिया गया: इसे इस्तेमाल करने के लिए ₹900 की और ख़रीदारी करें'),
    ).toBeInTheDocument();
  });
});
