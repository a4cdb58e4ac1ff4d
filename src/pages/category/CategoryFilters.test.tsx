import { screen, within } from '@testing-library/react';
import { PRODUCTS } from '@/features/catalog';
import { renderWithProviders } from '@/test/renderWithProviders';
import CategoryPage from './CategoryPage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const location = () => screen.getByTestId('location').textContent ?? '';

/**
 * jsdom applies no media query, so the page is laid out as on a phone: the sidebar (from 768 px)
 * is hidden and the filters are reached through the Filters drawer, as a phone shopper would.
 */
async function openFilters(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  // The drawer's code arrives on the first interaction: it opens once it is there.
  return screen.findByRole('dialog', { name: 'Filters' });
}
const women = PRODUCTS.filter((p) => p.category === 'Women');
const womenBiba = women.filter((p) => p.brand === 'Biba');

describe('filters on the category listings', () => {
  it('a category listing offers the filter panel, with counts from its own products', async () => {
    const { user } = renderWithProviders(<CategoryPage />, { route: '/women', path: '/:category' });
    const panel = await openFilters(user);
    const brand = within(panel).getByRole('group', { name: 'Brand' });
    expect(within(brand).getByRole('checkbox', { name: `Biba (${womenBiba.length})` })).toBeEnabled();
    // A brand with no Women products is offered but disabled.
    expect(within(brand).getByRole('checkbox', { name: 'Hopscotch (0)' })).toBeDisabled();
    expect(within(panel).getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Color' })).toBeInTheDocument();
  });

  it('reads the filters from the URL and writes them back when the shopper picks one', async () => {
    const { user } = renderWithProviders(<CategoryPage />, {
      route: '/women?brand=Biba',
      path: '/:category',
    });
    const found = `${womenBiba.length} ${womenBiba.length === 1 ? 'product' : 'products'} found`;
    expect(screen.getByText(found)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Women products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(womenBiba.length);

    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: /^₹2,000–₹3,000 \(\d+\)$/ }));
    expect(location()).toMatch(/^\/women\?/);
    expect(location()).toContain('brand=Biba');
    expect(location()).toContain('maxPrice=3000');
  });

  it('when the filters leave nothing, says so and offers Clear All Filters', async () => {
    const { user } = renderWithProviders(<CategoryPage />, {
      route: '/women?brand=Biba&minPrice=9900&maxPrice=10000',
      path: '/:category',
    });
    expect(screen.getByText('No products match the filters you chose.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByText(`${women.length} products found`)).toBeInTheDocument();
  });
});
