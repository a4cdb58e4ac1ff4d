import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { activeFilterCount, applyFilters, facetCounts } from '../../filters';
import { initialFilters, type Filters } from '../../searchSlice';
import { FilterSidebar, ListingLayout, MobileFilters, type ListingFiltersProps } from './ListingFilters';

const women = PRODUCTS.filter((p) => p.category === 'Women');

/** A live listing: the sidebar from 768px, the Filters button and drawer below (resize to see both). */
function LiveListing(args: ListingFiltersProps) {
  const [filters, setFilters] = useState(args.filters);
  const shown = applyFilters(women, filters);
  const props: ListingFiltersProps = {
    filters,
    facets: facetCounts(women, filters),
    onChange: (next) => {
      setFilters(next);
      args.onChange(next);
    },
    onClearAll: () => {
      setFilters(initialFilters);
      args.onClearAll();
    },
    activeCount: activeFilterCount(filters),
    resultCount: shown.length,
  };
  return (
    <ListingLayout>
      <div>
        <FilterSidebar {...props} />
        <MobileFilters {...props} />
      </div>
      <ul aria-label="Women products">
        {shown.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </ListingLayout>
  );
}

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<ListingFiltersProps> = {
  filters: initialFilters,
  facets: facetCounts(women, initialFilters),
  activeCount: 0,
  resultCount: women.length,
  onChange: fn(),
  onClearAll: fn(),
};

const meta = {
  title: 'Search/ListingFilters',
  component: FilterSidebar,
  subcomponents: { MobileFilters },
  args,
  render: (storyArgs) => <LiveListing {...storyArgs} />,
} satisfies Meta<typeof FilterSidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The Women listing with no filter. */
export const WomenListing: Story = {};

/** Two filters active: the phone's Filters button shows 2. */
export const WithActiveFilters: Story = {
  args: { filters: { ...initialFilters, brands: ['Biba'], sizes: ['M'] } as Filters },
};
