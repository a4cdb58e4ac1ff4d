import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Header } from '@/widgets/header';
import type { StoredCartLine } from '@/features/cart';
import { SAMPLE_PROFILE } from '@/features/auth';
import type { RootState } from '@/test/app';
import CartPage from './CartPage';

const renderCart = (lines: StoredCartLine[], more: Partial<RootState> = {}) =>
  renderWithProviders(
    <>
      <Header />
      <main>
        <CartPage />
      </main>
    </>,
    { preloadedState: { cart: { lines }, ...more }, route: '/cart' },
  );

const summaryRow = (term: RegExp | string) => {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary).getByText(term).closest('dt')?.nextElementSibling?.textContent;
};

const line = (name: string) => screen.getByRole('article', { name });

describe('Cart page', () => {
  it('when empty says so and links back to shopping', async () => {
    const { container } = renderCart([]);
    expect(document.title).toBe('Your Cart — Rangoli');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists each line by product and size with catalogue prices, and sums them up', async () => {
    const { container } = renderCart([
      { id: 1, size: 'M', quantity: 2 },
      { id: 1, size: 'L', quantity: 1 },
      { id: 7, size: 'S', quantity: 1 },
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(line('Chanderi Silk Anarkali Kurta Size: M')).toHaveTextContent('₹4,998');
    expect(line('Chanderi Silk Anarkali Kurta Size: L')).toBeInTheDocument();
    expect(screen.getByText('4 items')).toBeInTheDocument();
    expect(summaryRow('Subtotal (4 items)')).toBe('₹8,096');
    expect(summaryRow('Shipping')).toBe('FREE');
    expect(summaryRow('GST (18%)')).toBe('₹1,457');
    expect(summaryRow('Total')).toBe('₹9,553');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('never trusts a price stored with a line', () => {
    renderCart([{ id: 1, size: 'M', quantity: 1, price: 1 } as StoredCartLine]);
    expect(summaryRow('Subtotal (1 item)')).toBe('₹2,499');
    expect(summaryRow('Total')).toBe('₹2,949');
  });

  it('changes quantities with the stepper, updating totals and the header badge', async () => {
    const { user, store } = renderCart([{ id: 7, size: 'S', quantity: 1 }]);
    const row = line('Ribbed Knit Crop Top Size: S');
    const minus = within(row).getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(within(row).getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(summaryRow('Subtotal (3 items)')).toBe('₹1,797');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(minus).toBeEnabled();
    await user.click(minus);
    await user.click(minus);
    expect(minus).toBeDisabled();
    expect(store.getState().cart.lines).toEqual([{ id: 7, size: 'S', quantity: 1 }]);
  });

  it("caps a line at a low size's last pieces: 'Only 2 left in size L' on the line, and the message when more is asked", async () => {
    const { user, store } = renderCart([{ id: 1, size: 'L', quantity: 1 }]);
    const row = line('Chanderi Silk Anarkali Kurta Size: L');
    expect(row).toHaveTextContent('Only 2 left in size L');
    const plus = within(row).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(within(row).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    await user.click(plus);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left in size L');
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
  });

  it("keeps a line of a size sold out since, marked 'Sold out' and not counted; 'Change size' keeps its quantity", async () => {
    const { user, store, container } = renderCart([
      { id: 1, size: 'XL', quantity: 3 },
      { id: 7, size: 'S', quantity: 1 },
    ]);
    const row = line('Chanderi Silk Anarkali Kurta Size: XL');
    expect(row).toHaveTextContent('Sold out');
    expect(within(row).queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    // Only the other line is counted.
    expect(summaryRow('Subtotal (1 item)')).toBe('₹599');
    expect(await axe(container)).toHaveNoViolations();
    const change = within(row).getByRole('combobox', { name: 'Change size' });
    expect(
      within(change)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a size', 'S', 'M', 'L']);
    // L has 2 left: the line moves with its 3, held to the 2.
    await user.selectOptions(change, 'L');
    expect(store.getState().cart.lines).toEqual([
      { id: 1, size: 'L', quantity: 2 },
      { id: 7, size: 'S', quantity: 1 },
    ]);
    expect(line('Chanderi Silk Anarkali Kurta Size: L')).toHaveTextContent('Only 2 left in size L');
  });

  describe('the size recommended from her orders (issue 34)', () => {
    const priya = { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } };
    /** The delivered sample kurta (M) asked back as too small: L is recommended for women's tops. */
    const tooSmall = {
      orders: {
        list: [],
        changes: {
          'ORD-001': {
            returnRequest: {
              id: 'RET-1001',
              date: new Date().toISOString(),
              items: [{ id: 1, size: 'M' }],
              reason: 'tooSmall' as const,
              resolution: 'refund' as const,
              refundTo: 'original' as const,
            },
          },
        },
      },
    };

    it("says 'Recommended: L' beside a chosen M; 'Change size' moves the line to L with its quantity", async () => {
      const { user, store, container } = renderCart(
        [
          { id: 4, size: 'M', quantity: 2 },
          { id: 22, size: '32', quantity: 1 },
        ],
        { ...priya, ...tooSmall },
      );
      const row = line('Cotton Straight Kurta with Palazzo Size: M');
      expect(within(row).getByText('Recommended: L')).toBeInTheDocument();
      // The jeans are of a kind she has no delivered order of: nothing said, no select.
      const jeans = line('511 Slim Fit Stretch Jeans Size: 32');
      expect(jeans).not.toHaveTextContent('Recommended');
      expect(within(jeans).queryByRole('combobox')).not.toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();

      const change = within(row).getByRole('combobox', { name: 'Change size' });
      expect(
        within(change)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a size', 'S', 'L', 'XL']);
      await user.selectOptions(change, 'L');
      expect(store.getState().cart.lines).toEqual([
        { id: 4, size: 'L', quantity: 2 },
        { id: 22, size: '32', quantity: 1 },
      ]);
      const moved = line('Cotton Straight Kurta with Palazzo Size: L');
      expect(moved).not.toHaveTextContent('Recommended');
      expect(within(moved).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(moved).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    });

    it('says nothing to a guest, nor beside the recommended size', () => {
      renderCart([{ id: 4, size: 'M', quantity: 1 }]);
      expect(screen.queryByText(/^Recommended/)).not.toBeInTheDocument();
      renderCart([{ id: 4, size: 'M', quantity: 1 }], priya);
      expect(screen.queryByText(/^Recommended/)).not.toBeInTheDocument();
    });
  });

  it('removes a line by product and size, then moves focus to the heading', async () => {
    const { user, store } = renderCart([
      { id: 1, size: 'M', quantity: 2 },
      { id: 1, size: 'L', quantity: 1 },
    ]);
    await user.click(
      within(line('Chanderi Silk Anarkali Kurta Size: M')).getByRole('button', { name: 'Remove' }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(line('Chanderi Silk Anarkali Kurta Size: L')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 1 }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows the empty state after the last line is removed', async () => {
    const { user } = renderCart([{ id: 7, size: 'S', quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it("Undo on 'Removed from cart' puts the line back in its place, from the keyboard too", async () => {
    const lines = [
      { id: 1, size: 'M', quantity: 2 },
      { id: 7, size: 'S', quantity: 3 },
      { id: 1, size: 'L', quantity: 1 },
    ];
    const { user, store } = renderCart(lines);
    within(line('Ribbed Knit Crop Top Size: S')).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().cart.lines).toEqual([lines[0], lines[2]]);
    // The message is announced (a polite live region), with its Undo.
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    expect(screen.getByText('Removed from cart').closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // F8 reaches Undo; Enter puts the line back with its size and quantity, where it was.
    await user.keyboard('{F8}');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(store.getState().cart.lines).toEqual(lines);
    const names = [
      'Chanderi Silk Anarkali Kurta Size: M',
      'Ribbed Knit Crop Top Size: S',
      'Chanderi Silk Anarkali Kurta Size: L',
    ];
    screen.getAllByRole('article').forEach((article, i) => expect(article).toHaveAccessibleName(names[i]));
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
    // Focus goes back to where it was before F8: the page heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toBeInTheDocument();
  });

  it('shows the product without a brand with no brand line', () => {
    renderCart([{ id: 45, size: '2-3Y', quantity: 1 }]);
    expect(line('Hand Block Print Cotton Frock Size: 2-3Y')).not.toHaveTextContent('undefined');
  });

  it('offers the delivery check beside the summary, with the pincode remembered from a product page', async () => {
    const { container } = renderCart([{ id: 1, size: 'M', quantity: 1 }], {
      preferences: { pincode: '744101', recentlyViewed: [], mySizes: {}, stockAlerts: [] },
    });
    const delivery = screen.getByRole('region', { name: 'Delivery options' });
    expect(delivery).toHaveTextContent('Deliver to 744101');
    expect(within(delivery).getByRole('status')).toHaveTextContent('Sorry, we do not deliver to 744101 yet');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no delivery check in an empty cart', () => {
    renderCart([], { preferences: { pincode: '700016', recentlyViewed: [], mySizes: {}, stockAlerts: [] } });
    expect(screen.queryByRole('region', { name: 'Delivery options' })).not.toBeInTheDocument();
  });

  describe('coupons', () => {
    const couponField = () => screen.getByRole('textbox', { name: 'Coupon code' });

    it('says at the field exactly what is missing, then applies the coupon: discount, tax and total', async () => {
      // Cotton Straight Kurta with Palazzo, ₹1,299: ₹200 short of RANGOLI10.
      const { user, store, container } = renderCart([{ id: 4, size: 'M', quantity: 1 }]);
      await user.type(couponField(), 'rangoli10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(couponField()).toHaveAccessibleDescription('Add ₹200 more to use RANGOLI10');
      expect(couponField()).toHaveAttribute('aria-invalid', 'true');
      expect(store.getState().cart.coupon).toBeUndefined();

      await user.click(
        within(line('Cotton Straight Kurta with Palazzo Size: M')).getByRole('button', {
          name: 'Increase quantity',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(couponField()).not.toHaveAttribute('aria-invalid');
      expect(couponField()).toHaveValue('');
      // ₹2,598 − ₹260 = ₹2,338; tax 18% = ₹420.84 → ₹421; total ₹2,759.
      expect(summaryRow('Subtotal (2 items)')).toBe('₹2,598');
      expect(summaryRow('Coupon (RANGOLI10)')).toBe('−₹260');
      expect(summaryRow('GST (18%)')).toBe('₹421');
      expect(summaryRow('Total')).toBe('₹2,759');
      expect(store.getState().cart.coupon).toBe('RANGOLI10');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('an invalid code, and BEAUTY15 without Beauty items, say so at the field', async () => {
      const { user } = renderCart([{ id: 1, size: 'M', quantity: 1 }]);
      await user.type(couponField(), 'FREESTUFF{Enter}');
      expect(couponField()).toHaveAccessibleDescription('This coupon code is not valid');
      await user.clear(couponField());
      await user.type(couponField(), ' beauty15 {Enter}');
      expect(couponField()).toHaveAccessibleDescription('BEAUTY15 applies to Beauty products only');
    });

    it("lists 'Available coupons', marks the best offer, and applies one with 'Apply {CODE}'", async () => {
      const { user, store } = renderCart(
        [
          { id: 1, size: 'M', quantity: 1 },
          { id: 56, size: 'One Size', quantity: 2 },
        ],
        {
          auth: {
            user: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '', address: '' },
            remember: true,
          },
        },
      );
      const list = screen.getByRole('list', { name: 'Available coupons' });
      const items = within(list).getAllByRole('listitem');
      // ₹3,497: RANGOLI10 saves ₹300 (capped), BEAUTY15 ₹150, WELCOME200 ₹200; FESTIVE500 needs ₹502 more.
      expect(items[1]).toHaveTextContent('Add ₹502 more');
      expect(within(list).getByText('Best offer: saves ₹300').closest('li')).toHaveTextContent('RANGOLI10');
      await user.click(within(list).getByRole('button', { name: 'Apply WELCOME200' }));
      expect(store.getState().cart.coupon).toBe('WELCOME200');
      expect(summaryRow('Coupon (WELCOME200)')).toBe('−₹200');
      expect(couponField()).toHaveFocus();
      expect(within(items[3]!).getByText('Applied')).toBeInTheDocument();
    });

    it("'Remove coupon' takes it off, and a change that disqualifies it removes it with a message", async () => {
      const { user, store } = renderCart(
        [
          { id: 1, size: 'M', quantity: 1 },
          { id: 7, size: 'S', quantity: 1 },
        ],
        {},
      );
      await user.type(couponField(), 'RANGOLI10{Enter}');
      await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
      expect(store.getState().cart.coupon).toBeUndefined();
      expect(screen.queryByText('Coupon (RANGOLI10)')).not.toBeInTheDocument();
      expect(couponField()).toHaveFocus();

      await user.type(couponField(), 'RANGOLI10{Enter}');
      await user.click(
        within(line('Chanderi Silk Anarkali Kurta Size: M')).getByRole('button', { name: 'Remove' }),
      );
      expect(await screen.findByText('RANGOLI10 was removed: add ₹900 more to use it')).toBeInTheDocument();
      expect(store.getState().cart.coupon).toBeUndefined();
      expect(summaryRow('Total')).toBe('₹707');
    });
  });
});
