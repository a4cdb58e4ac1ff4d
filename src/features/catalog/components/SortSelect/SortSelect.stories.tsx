import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SEARCH_SORT_OPTIONS } from '../../sort';
import { SortSelect, type SortSelectProps } from './SortSelect';

const meta = {
  title: 'Catalog/SortSelect',
  component: SortSelect,
  args: { value: 'featured', onChange: fn() as SortSelectProps['onChange'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The category listing's six sorts. */
export const Category: Story = {};

export const PriceLowToHigh: Story = { args: { value: 'priceLowToHigh' } };

/** The sale listing opens on Biggest Discount. */
export const BiggestDiscount: Story = { args: { value: 'discount' } };

/** Search offers four sorts. */
export const Search: Story = { args: { options: SEARCH_SORT_OPTIONS } };
