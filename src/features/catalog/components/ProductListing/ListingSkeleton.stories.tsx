import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FiltersSkeleton, ListingSkeleton } from './ListingSkeleton';

/**
 * A listing's room while its first answer is on its way (ProductListingView's loading state): the
 * toolbar's room and eight placeholder cards in ProductGrid's columns; FiltersSkeleton keeps the
 * filter column's. Hidden from assistive technology: the listing says "Loading products…".
 */
const meta = {
  title: 'Catalog/ListingSkeleton',
  component: ListingSkeleton,
  args: { layout: 'grid' },
  argTypes: { layout: { control: 'inline-radio', options: ['grid', 'list'] } },
} satisfies Meta<typeof ListingSkeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

/** The list view's rows. */
export const List: Story = { args: { layout: 'list' } };

/** The filter column's room, as a listing with filters shows it beside the cards from 768 px. */
export const Filters: Story = {
  render: () => (
    // As wide as the filter column at 1024 px and over (ProductListingView).
    <div style={{ width: '16.5rem' }}>
      <FiltersSkeleton />
    </div>
  ),
};
