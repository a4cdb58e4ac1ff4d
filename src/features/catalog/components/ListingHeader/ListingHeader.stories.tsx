import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button, FilterIcon } from '@/shared/ui';
import { ListingHeader, type ListingHeaderProps } from './ListingHeader';

const meta = {
  title: 'Catalog/ListingHeader',
  component: ListingHeader,
  args: {
    count: 20,
    sort: 'featured',
    view: 'grid',
    onSortChange: fn() as ListingHeaderProps['onSortChange'],
    onViewChange: fn() as ListingHeaderProps['onViewChange'],
  },
} satisfies Meta<typeof ListingHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneProduct: Story = { args: { count: 1 } };

export const NoProducts: Story = { args: { count: 0 } };

export const SortedListView: Story = { args: { sort: 'priceLowToHigh', view: 'list' } };

/** With an extra control, as the filter drawer's button will be on phones. */
export const WithExtraControl: Story = {
  args: {
    extra: (
      <Button variant="secondary" startIcon={<FilterIcon />}>
        Filters
      </Button>
    ),
  },
};
