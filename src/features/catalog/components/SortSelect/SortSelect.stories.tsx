import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
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

/**
 * Choosing 'Price: High to Low' as a shopper does: the listing is told the sort's key, and the select
 * shows it (the listing holds the value: here, the story).
 */
export const ChangeSort: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(sort) => {
          args.onChange(sort);
          setValue(sort);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Featured');
    await userEvent.selectOptions(select, 'Price: High to Low');
    // The select shows the choice at once; the listing is told in a task after the next frame
    // (SortSelect.tsx: the navigation stays out of the key's frame).
    await expect(select).toHaveDisplayValue('Price: High to Low');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(args.onChange).toHaveBeenCalledWith('priceHighToLow');
    await expect(select).toHaveValue('priceHighToLow');
    await expect(select).toHaveDisplayValue('Price: High to Low');
  },
};
