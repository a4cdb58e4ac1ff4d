import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PRODUCTS } from '@/features/catalog';
import { FilteredListing } from './FilteredListing';

const women = PRODUCTS.filter((p) => p.category === 'Women');

/**
 * A category or sale listing with its filters: base products → filtered → sorted, with filters,
 * sort and view in the URL (the story's route). The sidebar shows from 768 px; below it, a Filters
 * button opens the drawer.
 */
const meta = {
  title: 'Widgets/FilteredListing',
  component: FilteredListing,
  args: { products: women, label: 'Women products' },
} satisfies Meta<typeof FilteredListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Women listing, unfiltered. */
export const Women: Story = { parameters: { route: '/women' } };

/** A brand chosen in the URL: Biba's Women products. */
export const Filtered: Story = { parameters: { route: '/women?brand=Biba' } };

/** Filters that leave nothing: the count, sort, view and Filters stay, with Clear All Filters. */
export const FilteredAway: Story = { parameters: { route: '/women?minPrice=9500' } };

/** A listing with no products at all: no filters, the listing's own empty message. */
export const NothingListed: Story = {
  args: { products: [], emptyMessage: 'No products available in this category at the moment' },
};
