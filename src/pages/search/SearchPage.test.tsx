import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useNavigate } from 'react-router-dom';
import { PRODUCTS, type Product } from '@/features/catalog';
import { initialCatalogState } from '@/features/catalog';
import type { RootState } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import SearchPage from './SearchPage';

function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Go forward
      </button>
    </>
  );
}

function renderSearch(route: string, preloadedState?: Partial<RootState>) {
  return renderWithProviders(
    <>
      <SearchPage />
      <HistoryButtons />
    </>,
    { route, path: '/search', preloadedState },
  );
}

const location = () => screen.getByTestId('location').textContent;
const resultsList = () => screen.getByRole('list', { name: /^Results for/ });
const cardNames = () =>
  within(resultsList())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
/**
 * jsdom applies the styles but no media query, so it lays the page out as on a phone: the sidebar
 * (shown from 768px) is hidden and filters are reached through the Filters drawer, as a shopper
 * with a phone would. `filters()` opens the drawer when it is closed and returns it.
 */
async function filters(user: ReturnType<typeof renderSearch>['user']) {
  const open = screen.queryByRole('dialog', { name: 'Filters' });
  if (open) return open;
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
}
const priceOf = (name: string | null) => PRODUCTS.find((p) => p.name === name)!.price;

// Role queries over a page with 60+ filter options and the product cards take a while on 2 cores.
jest.setTimeout(30_000);

describe('SearchPage', () => {
  it("without a query shows 'Start searching', the search box and no filter panel", async () => {
    const { store } = renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Start searching' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurta' })).toHaveAttribute('href', '/search?q=Kurta');
    expect(store.getState().search.query).toBe('');
  });

  it('reads the query from the URL and lists the results with their count', async () => {
    const { store } = renderSearch('/search?q=shirt');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results for "shirt"' })).toBeInTheDocument();
    expect(await screen.findByText('10 products found')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(10);
    expect(cardNames()[0]).toBe('Slim Fit Oxford Shirt');
    expect(store.getState().search.query).toBe('shirt');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('shirt');
    expect(document.title).toBe('Search Results for "shirt" — Rangoli');
  });

  it('understands how India types: "साड़ी" finds the sarees', async () => {
    renderSearch(`/search?q=${encodeURIComponent('साड़ी')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results for "साड़ी"' })).toBeInTheDocument();
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect([...cardNames()].sort()).toEqual([
      'Banarasi Silk Saree with Blouse Piece',
      'Printed Chiffon Saree',
    ]);
  });

  it('"women" finds the 20 Women products; "levis jeans" only Levi\'s jeans', async () => {
    const { user } = renderSearch('/search?q=women');
    expect(await screen.findByText('20 products found')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'levis jeans');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=levis%20jeans');
    expect(screen.getByText('3 products found')).toBeInTheDocument();
  });

  it('filters by brand: the URL, the count (singular) and the counts of the other options follow', async () => {
    const { user, store } = renderSearch('/search?q=shirt');
    await screen.findByText('10 products found');
    await user.click(within(await filters(user)).getByRole('checkbox', { name: 'Van Heusen (1)' }));
    expect(location()).toBe('/search?q=shirt&brand=Van%20Heusen');
    expect(screen.getByText('1 product found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Regular Fit Formal Shirt']);
    expect(store.getState().search.filters.brands).toEqual(['Van Heusen']);
    expect(within(await filters(user)).getByRole('checkbox', { name: 'Van Heusen (1)' })).toBeChecked();
    expect(within(await filters(user)).getByRole('checkbox', { name: 'XXL (1)' })).toBeEnabled();
    expect(within(await filters(user)).getByRole('checkbox', { name: 'Navy (0)' })).toBeDisabled();
  });

  it('filters by a price quick pick', async () => {
    const { user } = renderSearch('/search?q=shirt');
    await screen.findByText('10 products found');
    await user.click(within(await filters(user)).getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ }));
    expect(location()).toBe('/search?q=shirt&minPrice=0&maxPrice=1000');
    expect(cardNames().length).toBeGreaterThan(0);
    expect(cardNames().every((name) => priceOf(name) <= 1000)).toBe(true);
    expect(within(await filters(user)).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '₹1,000',
    );
  });

  it('Clear All removes every filter', async () => {
    const { user } = renderSearch('/search?q=shirt&brand=Puma&size=M&minPrice=0&maxPrice=1000&sort=rating');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    await user.click(within(await filters(user)).getByRole('button', { name: 'Clear All' }));
    expect(location()).toBe('/search?q=shirt&sort=rating');
    expect(screen.getByText('10 products found')).toBeInTheDocument();
    expect(within(await filters(user)).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('sorts by price and keeps the sort in the URL', async () => {
    const { user } = renderSearch('/search?q=shirt');
    await screen.findByText('10 products found');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    await waitFor(() => expect(location()).toBe('/search?q=shirt&sort=priceLowToHigh'));
    await waitFor(() => {
      const prices = cardNames().map(priceOf);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest Rated');
    await waitFor(() => expect(location()).toBe('/search?q=shirt&sort=rating'));
  });

  it('opens a shared link with every parameter as it was', async () => {
    const { user } = renderSearch(
      '/search?q=shirt&brand=Van%20Heusen&brand=Allen%20Solly&size=XL&sort=priceHighToLow&view=list',
    );
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceHighToLow');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Regular Fit Formal Shirt', 'Slim Fit Oxford Shirt']);
    const panel = within(await filters(user));
    expect(panel.getByRole('checkbox', { name: /^Van Heusen/ })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: /^Allen Solly/ })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: /^XL / })).toBeChecked();
  });

  it('reads a damaged URL safely', async () => {
    renderSearch('/search?q=shirt&sort=cheapest&minPrice=abc&maxPrice=-5&brand=Gucci&view=table');
    expect(await screen.findByText(/^\d+ products? found$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Back and Forward step through the filter changes', async () => {
    const { user, store } = renderSearch('/search?q=shirt');
    await screen.findByText('10 products found');
    await user.click(within(await filters(user)).getByRole('checkbox', { name: /^Van Heusen/ }));
    await user.click(within(await filters(user)).getByRole('button', { name: /^₹1,000–₹2,000 \(1\)$/ }));
    expect(location()).toContain('maxPrice=2000');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(location()).toBe('/search?q=shirt&brand=Van%20Heusen');
    expect(store.getState().search.filters.priceRange).toEqual([0, 10000]);
    expect(screen.getByText('1 product found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(location()).toBe('/search?q=shirt');
    expect(within(await filters(user)).getByRole('checkbox', { name: /^Van Heusen/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Go forward' }));
    expect(within(await filters(user)).getByRole('checkbox', { name: /^Van Heusen/ })).toBeChecked();
  });

  it("shows 'No products found' without a panel when nothing matches; Clear Search returns to 'Start searching'", async () => {
    const { user, store } = renderSearch('/search?q=zzzzqq');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(location()).toBe('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Start searching' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    expect(store.getState().search.query).toBe('');
  });

  it('when the filters leave nothing, keeps the panel and offers Clear All Filters', async () => {
    const { user } = renderSearch('/search?q=shirt&brand=Van%20Heusen&minPrice=0&maxPrice=1000');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(await filters(user)).getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(location()).toBe('/search?q=shirt');
  });

  it('a new query from the page box starts a fresh search (filters cleared, sort kept)', async () => {
    const { user } = renderSearch('/search?q=shirt&brand=Puma&sort=rating');
    await screen.findByText(/^\d+ products? found$/);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, '  kurta {Enter}');
    expect(location()).toBe('/search?q=kurta&sort=rating');
  });

  it('blank submissions from the page box do nothing', async () => {
    const { user } = renderSearch('/search');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '    ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search');
  });

  it('opens the filter drawer from the Filters button, which counts the active filters', async () => {
    const { user } = renderSearch('/search?q=shirt&size=M');
    await screen.findByText(/^\d+ products? found$/);
    await user.click(screen.getByRole('button', { name: 'Filters (1 active)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Allen Solly/ }));
    expect(location()).toBe('/search?q=shirt&brand=Allen%20Solly&size=M');
    expect(screen.getByRole('button', { name: 'Filters (2 active)', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 product' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 24 results, then 24 more per Load more', async () => {
    const many: Product[] = Array.from({ length: 30 }, (_, i) => ({
      ...PRODUCTS[0]!,
      id: 100 + i,
      name: `Test Kurta ${i + 1}`,
    }));
    const { user } = renderSearch('/search?q=kurta', {
      catalog: { ...initialCatalogState, products: [...PRODUCTS, ...many] },
    });
    expect(await screen.findByText('38 products found')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardNames()).toHaveLength(38);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('from 768px shows the same panel as a sidebar beside the results', async () => {
    renderSearch('/search?q=shirt&brand=Puma');
    await screen.findByText('2 products found');
    // Hidden in jsdom (no media queries): query it as a wide screen would show it.
    const sidebar = screen.getByRole('complementary', { hidden: true });
    const panel = within(sidebar).getByRole('region', { name: 'Filters', hidden: true });
    expect(within(panel).getByRole('checkbox', { name: 'Puma (2)', hidden: true })).toBeChecked();
    expect(within(panel).getAllByRole('checkbox', { hidden: true }).length).toBeGreaterThan(36);
  });

  it('has no axe violations with results', async () => {
    const { container } = renderSearch('/search?q=kurta&brand=Biba');
    await screen.findByText(/^\d+ products? found$/);
    await act(async () => {
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
