import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { searchProducts } from '../../engine/productSearch';
import { activeFilterCount, applyFilters, facetCounts } from '../../filters';
import { initialFilters, type Filters } from '../../searchSlice';
import { FilterPanel } from '../FilterPanel';
import { FilterDrawer, FiltersButton, type FilterDrawerProps } from './FilterDrawer';

const shirts = searchProducts(PRODUCTS, 'shirt');

/** The Filters button and the drawer it opens, with a live panel inside. */
function FiltersOnPhone(args: FilterDrawerProps & { initial?: Filters }) {
  const [open, setOpen] = useState(args.open);
  const [filters, setFilters] = useState(args.initial ?? initialFilters);
  return (
    <>
      <FiltersButton activeCount={activeFilterCount(filters)} onClick={() => setOpen(true)} expanded={open} />
      <FilterDrawer
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
        resultCount={applyFilters(shirts, filters).length}
      >
        <FilterPanel
          filters={filters}
          facets={facetCounts(shirts, filters)}
          onChange={setFilters}
          onClearAll={() => setFilters(initialFilters)}
          showHeading={false}
        />
      </FilterDrawer>
    </>
  );
}

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<FilterDrawerProps> = {
  open: false,
  resultCount: shirts.length,
  onClose: fn(),
  children: null,
};

const meta = {
  title: 'Search/FilterDrawer',
  component: FilterDrawer,
  args,
  render: (args) => <FiltersOnPhone {...args} />,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof FilterDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: just the Filters button. */
export const Closed: Story = {};

/** Open over the page. */
export const Open: Story = { args: { open: true } };

/** Filters active: the button shows how many. */
export const WithActiveFilters: Story = {
  render: (args) => (
    <FiltersOnPhone {...args} initial={{ ...initialFilters, brands: ['Van Heusen'], sizes: ['XXL'] }} />
  ),
};
