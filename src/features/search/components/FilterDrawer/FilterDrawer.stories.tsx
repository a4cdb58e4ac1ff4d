import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, within } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { searchProducts } from '../../engine/productSearch';
import { activeFilterCount, applyFilters, facetCounts } from '../../filters';
import { initialFilters, type Filters } from '../../searchSlice';
import { FilterPanel } from '../FilterPanel';
import { FilterDrawer, type FilterDrawerProps } from './FilterDrawer';
import { FiltersButton } from './FiltersButton';

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
  // The drawer is the phone's filters (below 768 px): stories and their tests are at 390 px.
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof FilterDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Closed: just the Filters button. It opens the drawer; a filter applies at once, the footer
 * says how many products are left and closes the drawer, and the button counts the filter.
 */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(drawer).getByRole('button', { name: `Show ${shirts.length} products` }),
    ).toBeVisible();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Van Heusen/ }));
    const left = applyFilters(shirts, { ...initialFilters, brands: ['Van Heusen'] }).length;
    await userEvent.click(
      within(drawer).getByRole('button', { name: `Show ${left} ${left === 1 ? 'product' : 'products'}` }),
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Filters (1 active)' })).toHaveFocus();
  },
};

/** Open over the page. */
export const Open: Story = { args: { open: true } };

/** Filters active: the button shows how many. */
export const WithActiveFilters: Story = {
  render: (args) => (
    <FiltersOnPhone {...args} initial={{ ...initialFilters, brands: ['Van Heusen'], sizes: ['XXL'] }} />
  ),
};
