import { composeStories } from '@storybook/react-webpack5';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import * as stories from './RecentlyViewed.stories';
import { RecentlyViewedWhenAny } from './RecentlyViewedWhenAny';

const { ThreeProducts } = composeStories(stories);
const PRODUCTS = ThreeProducts.args.products!;
const renderCard = ThreeProducts.args.renderCard!;

/** The section on a page whose store empties it when cleared, and fills it when told. */
function OnAPage({ viewed }: { viewed: boolean }) {
  const [products, setProducts] = useState(viewed ? PRODUCTS : []);
  return (
    <main>
      <h2>Trending Now</h2>
      <button type="button" onClick={() => setProducts(PRODUCTS)}>
        View some
      </button>
      <RecentlyViewedWhenAny products={products} onClear={() => setProducts([])} renderCard={renderCard} />
      <h2>Stay in Style</h2>
    </main>
  );
}

describe('RecentlyViewedWhenAny', () => {
  it('shows nothing while nothing was viewed, and the section once something is', async () => {
    const { user } = renderWithProviders(<OnAPage viewed={false} />);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View some' }));
    expect(await screen.findByRole('region', { name: 'Recently viewed' })).toBeInTheDocument();
  });

  it("stays mounted when cleared, so the section moves focus to the next section's heading", async () => {
    const { user } = renderWithProviders(<OnAPage viewed />);
    await user.click(await screen.findByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stay in Style' })).toHaveFocus();
  });
});
