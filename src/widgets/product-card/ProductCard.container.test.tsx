import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCTS } from '@/features/catalog';
import { ProductCardContainer } from './ProductCard.container';

const products = PRODUCTS.slice(0, 4);

function Cards({ onRender }: { onRender: ProfilerOnRenderCallback }) {
  return (
    <ul>
      {products.map((p) => (
        <li key={p.id}>
          <Profiler id={String(p.id)} onRender={onRender}>
            <ProductCardContainer product={p} />
          </Profiler>
        </li>
      ))}
    </ul>
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('ProductCardContainer', () => {
  it('Add to Cart adds one of the first listed size and toasts', async () => {
    const { store, user } = renderWithProviders(<Cards onRender={() => undefined} />);
    await user.click(
      within(card('Cotton Straight Kurta with Palazzo')).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(store.getState().cart.lines).toEqual([{ id: 4, size: 'S', quantity: 1 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Product added to cart!');
    await user.click(
      within(card('Cotton Straight Kurta with Palazzo')).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(store.getState().cart.lines).toEqual([{ id: 4, size: 'S', quantity: 2 }]);
  });

  it('the heart saves and removes the product', async () => {
    const { store, user } = renderWithProviders(<Cards onRender={() => undefined} />, {
      preloadedState: { wishlist: { ids: [2], savedPrices: {} } },
    });
    const saved = within(card('Banarasi Silk Saree with Blouse Piece')).getByRole('button', {
      name: 'Remove from wishlist',
    });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(card('Floral Print Wrap Midi Dress')).getByRole('button', { name: 'Add to wishlist' }),
    );
    expect(store.getState().wishlist.ids).toEqual([2, 3]);
    await user.click(saved);
    expect(store.getState().wishlist.ids).toEqual([3]);
    expect(
      within(card('Banarasi Silk Saree with Blouse Piece')).getByRole('button', { name: 'Add to wishlist' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('re-renders no card when one is added to the cart, and only the saved card on a wishlist change', async () => {
    const renders: string[] = [];
    const { user } = renderWithProviders(<Cards onRender={(id) => renders.push(id)} />);
    renders.length = 0;
    await user.click(
      within(card('Chanderi Silk Anarkali Kurta')).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(renders).toEqual([]);
    await user.click(
      within(card('Floral Print Wrap Midi Dress')).getByRole('button', { name: 'Add to wishlist' }),
    );
    expect(renders).toEqual(['3']);
  });
});
