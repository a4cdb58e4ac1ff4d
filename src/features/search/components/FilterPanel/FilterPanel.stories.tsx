import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
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
