import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Header } from '@/widgets/header';
import type { StoredCartLine } from '@/features/cart';
import CartPage from './CartPage';

const renderCart = (lines: StoredCartLine[]) =>
  renderWithProviders(
    <>
      <Header />
      <main>
        <CartPage />
      </main>
    </>,
    { preloadedState: { cart: { lines } }, route: '/cart' },
  );

const summaryRow = (term: RegExp | string) => {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary).getByText(term).nextElementSibling?.textContent;
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
    expect(summaryRow('Tax (18%)')).toBe('₹1,457');
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
});
