import { screen, within } from '@testing-library/react';
import { PRODUCTS } from '@/features/catalog';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FilterSidebar, ListingLayout, MobileFilters } from './components/ListingFilters';
import type { ListingScope } from './searchSlice';
import { useListingFilters, type ListingFiltersOptions } from './useListingFilters';

const women = PRODUCTS.filter((p) => p.category === 'Women');
const WOMEN: ListingScope = { kind: 'category', category: 'Women' };
const SALE: ListingScope = { kind: 'sale' };

function Listing({ base, options }: { base: ListingScope; options?: ListingFiltersOptions }) {
  const listing = useListingFilters(base, options);
  return (
    <ListingLayout>
      <div>
        <FilterSidebar {...listing.panelProps} />
        <MobileFilters {...listing.panelProps} />
      </div>
      <div>
        <p>
          {listing.total} found, sort {listing.state.sort}, view {listing.state.view}
        </p>
        <ol aria-label="Products">
          {listing.products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ol>
        <button type="button" onClick={() => listing.setSort('newest')}>
          Newest
        </button>
        <button type="button" onClick={() => listing.clearFilters()}>
          Reset
        </button>
      </div>
    </ListingLayout>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('useListingFilters with the filter sidebar and drawer (category and sale listings)', () => {
  it('filters and sorts the base list from the URL, with the category sorts', () => {
    const { store } = renderWithProviders(<Listing base={WOMEN} />, {
      route: '/women?brand=Biba&brand=Mango&sort=priceHighToLow',
    });
    expect(screen.getByText('4 found, sort priceHighToLow, view grid')).toBeInTheDocument();
    const prices = names().map((n) => women.find((p) => p.name === n)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(store.getState().search.filters.brands).toEqual(['Biba', 'Mango']);
  });

  it("accepts the category listing's own sorts (Newest First) and writes them to the URL", async () => {
    const { user } = renderWithProviders(<Listing base={WOMEN} />, { route: '/women' });
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(location()).toBe('/women?sort=newest');
    expect(names()[0]).toBe(women.at(-1)!.name);
  });

  it('takes a default sort (the sale sorts by discount) and leaves it out of the URL', async () => {
    const { user } = renderWithProviders(<Listing base={SALE} options={{ defaultSort: 'discount' }} />, {
      route: '/sale?size=M',
    });
    expect(screen.getByText(/sort discount/)).toBeInTheDocument();
    const discounts = names().map((n) => PRODUCTS.find((p) => p.name === n)!.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(location()).toBe('/sale');
  });

  it('the panel writes the filters to the URL', async () => {
    const { user } = renderWithProviders(<Listing base={WOMEN} />, { route: '/women' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ }),
    );
    expect(location()).toBe('/women?minPrice=0&maxPrice=1000');
    expect(names().every((n) => women.find((p) => p.name === n)!.price <= 1000)).toBe(true);
  });
});
