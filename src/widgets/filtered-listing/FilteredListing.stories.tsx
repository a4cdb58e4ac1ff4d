import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { initialCatalogState } from '@/features/catalog';
import { FilteredListing } from './FilteredListing';

/**
 * A category or sale listing with its filters: the catalogue's answer for the listing (the store's
 * catalogue, on the spot; the worker's in the shop), through the filters, in the sort, with
 * filters, sort and view in the URL (the story's route). The sidebar shows from 768 px; below it,
 * a Filters button opens the drawer.
 */
const meta = {
  title: 'Widgets/FilteredListing',
  component: FilteredListing,
  args: { scope: { kind: 'category', category: 'Women' }, label: 'Women products' },
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
  args: { emptyMessage: 'No products available in this category at the moment' },
  parameters: { store: { catalog: { ...initialCatalogState, products: [] } } },
};
