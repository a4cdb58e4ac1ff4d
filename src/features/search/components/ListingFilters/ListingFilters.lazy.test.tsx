import { screen, within } from '@testing-library/react';
import { PRODUCTS } from '@/features/catalog';
import { renderWithProviders } from '@/test/renderWithProviders';
import { facetCounts } from '../../filters';
import { initialFilters } from '../../searchSlice';
import type { ListingFiltersProps } from './ListingFilters';

const women = PRODUCTS.filter((p) => p.category === 'Women');
const props: ListingFiltersProps = {
  filters: initialFilters,
  facets: facetCounts(women, initialFilters),
  onChange: jest.fn(),
  onClearAll: jest.fn(),
  activeCount: 0,
  resultCount: women.length,
};

async function loadOnPhone() {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: false });
  try {
    // Loaded here, once the window is a phone's: the module looks at the width when it is evaluated.
    return await import('./ListingFilters');
  } finally {
    window.matchMedia = matchMedia;
  }
}

// On a phone nothing of the panel or the drawer is loaded before the shopper's first interaction.
describe('ListingFilters, before the code of the panel and the drawer is there', () => {
  it('opens the drawer as soon as its code arrives when Filters is pressed first, with focus inside', async () => {
    const { MobileFilters } = await loadOnPhone();
    const { user } = renderWithProviders(<MobileFilters {...props} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
