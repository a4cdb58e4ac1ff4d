import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { searchProducts } from '../../engine/productSearch';
import { facetCounts } from '../../filters';
import { initialFilters, type Filters } from '../../searchSlice';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const shirts = searchProducts(PRODUCTS, 'shirt');
const women = PRODUCTS.filter((p) => p.category === 'Women');
const kids = PRODUCTS.filter((p) => p.category === 'Kids');
const withFilters = (overrides: Partial<Filters>): Filters => ({ ...initialFilters, ...overrides });

/** A live panel: counts follow the ticked filters, as on the page. */
function LiveFilterPanel(args: FilterPanelProps & { base?: typeof PRODUCTS }) {
  const { base = shirts, ...props } = args;
  const [filters, setFilters] = useState(props.filters);
  return (
    <FilterPanel
      {...props}
      filters={filters}
      facets={facetCounts(base, filters)}
      onChange={(next) => {
        setFilters(next);
        props.onChange(next);
      }}
      onClearAll={() => {
        setFilters(initialFilters);
        props.onClearAll();
      }}
    />
  );
}

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<FilterPanelProps> = {
  filters: initialFilters,
  facets: facetCounts(shirts, initialFilters),
  showHeading: true,
  onChange: fn(),
  onClearAll: fn(),
};

const meta = {
  title: 'Search/FilterPanel',
  component: FilterPanel,
  args,
  render: (args) => <LiveFilterPanel {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The results of "shirt" with no filter: Men's, Kids' and Women's sizes merged. */
export const Default: Story = {};

/** A brand, a size and a price quick pick ticked: counts narrow, options giving 0 are disabled. */
export const WithActiveFilters: Story = {
  args: {
    filters: withFilters({
      brands: ['Van Heusen', 'Peter England'],
      sizes: ['XXL'],
      priceRange: [1000, 2000],
    }),
  },
};

/** A custom price range (no quick pick pressed). */
export const CustomPriceRange: Story = { args: { filters: withFilters({ priceRange: [500, 4500] }) } };

/** The Women listing: only Women's sizes and colours. */
export const WomenListing: Story = {
  render: (args) => <LiveFilterPanel {...args} base={women} />,
};

/** The Kids listing: nothing costs above ₹3,000, so that quick pick shows (0) and is disabled. */
export const KidsListing: Story = {
  args: { facets: facetCounts(kids, initialFilters) },
  render: (args) => <LiveFilterPanel {...args} base={kids} />,
};

/** Inside the drawer: no heading of its own. */
export const WithoutHeading: Story = { args: { showHeading: false } };

/**
 * Ticking a brand of the shirts, Van Heusen: the page gets the whole filter set, the box stays
 * ticked, and the counts narrow to its one shirt (M: 6 to 1; 'Under ₹1,000' gives none, so it is
 * disabled). Then the ₹1,000–₹2,000 quick pick: pressed, its range sent with the brand.
 */
export const ToggleFilters: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const brand = within(canvas.getByRole('group', { name: 'Brand' }));
    const size = within(canvas.getByRole('group', { name: 'Size' }));
    await expect(size.getByRole('checkbox', { name: 'M (6)' })).toBeEnabled();

    const vanHeusen = brand.getByRole('checkbox', { name: 'Van Heusen (1)' });
    await userEvent.click(vanHeusen);
    await expect(vanHeusen).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brands: ['Van Heusen'] }));
    await expect(size.getByRole('checkbox', { name: 'M (1)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Under ₹1,000 (0)' })).toBeDisabled();

    const pick = canvas.getByRole('button', { name: '₹1,000–₹2,000 (1)' });
    await expect(pick).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pick);
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ brands: ['Van Heusen'], priceRange: [1000, 2000] }),
    );
  },
};

/** Clear All from a brand, a size and a price ticked: every box unticked, no quick pick pressed, the page told. */
export const ClearAll: Story = {
  args: WithActiveFilters.args,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: /^XXL \(\d+\)$/ })).toBeChecked();
    await expect(canvas.getByRole('button', { pressed: true })).toHaveTextContent(/^₹1,000–₹2,000/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  },
};
