import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Header } from '@/widgets/header';
import type { RootState } from '@/test/app';
import WishlistPage from './WishlistPage';

const renderWishlist = (preloadedState: Partial<RootState>) =>
  renderWithProviders(
    <>
      <Header />
      <main>
        <WishlistPage />
      </main>
    </>,
    { preloadedState, route: '/wishlist' },
  );

describe('Wishlist page', () => {
  it('when empty says so and links back to shopping', async () => {
    const { container } = renderWishlist({ wishlist: { ids: [], savedPrices: {} } });
    expect(document.title).toBe('My Wishlist — Rangoli');
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says by how much a product saved at a higher price has dropped, and the header names the drop', async () => {
    // Product 4 costs ₹1,299 today; it was saved at ₹1,599. Product 7 was saved at today's price.
    const { container } = renderWishlist({ wishlist: { ids: [4, 7], savedPrices: { 4: 1599, 7: 599 } } });
    const [kurta, top] = screen.getAllByRole('article');
    expect(kurta).toHaveTextContent('Price dropped by ₹300');
    expect(top).not.toHaveTextContent('Price dropped');
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items, 1 price drop' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a card for each saved product, in the order saved', async () => {
    const { container } = renderWishlist({ wishlist: { ids: [4, 7, 45], savedPrices: {} } });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Cotton Straight Kurta with Palazzo',
      'Ribbed Knit Crop Top',
      'Hand Block Print Cotton Frock',
    ]);
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('adds one of the first size to the cart, with a toast, keeping the product saved', async () => {
    const { user, store } = renderWishlist({ wishlist: { ids: [4], savedPrices: {} } });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([{ id: 4, size: 'S', quantity: 1 }]);
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([{ id: 4, size: 'S', quantity: 2 }]);
    expect(store.getState().wishlist.ids).toEqual([4]);
  });

  it('removes a product with its heart and moves focus to the heading', async () => {
    const { user, store } = renderWishlist({ wishlist: { ids: [4, 7], savedPrices: {} } });
    const card = screen.getByRole('article', { name: 'Cotton Straight Kurta with Palazzo' });
    await user.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    expect(store.getState().wishlist.ids).toEqual([7]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  });

  it("Undo on 'Removed from wishlist' puts the product back in its place", async () => {
    const { user, store } = renderWishlist({ wishlist: { ids: [4, 7, 1], savedPrices: {} } });
    const card = screen.getByRole('article', { name: 'Ribbed Knit Crop Top' });
    await user.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    expect(store.getState().wishlist.ids).toEqual([4, 1]);
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().wishlist.ids).toEqual([4, 7, 1]);
    expect(screen.getAllByRole('article')[1]).toHaveAccessibleName('Ribbed Knit Crop Top');
    expect(screen.getByRole('link', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
  });
});
