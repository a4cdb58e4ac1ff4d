import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SizeSelector, type SizeSelectorProps } from './SizeSelector';

const meta = {
  title: 'Catalog/SizeSelector',
  component: SizeSelector,
  args: { sizes: ['S', 'M', 'L', 'XL'], value: null, onChange: fn() as SizeSelectorProps['onChange'] },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SizeSelector
        {...args}
        value={value}
        onChange={(size) => {
          args.onChange(size);
          setValue(size);
        }}
      />
    );
  },
} satisfies Meta<typeof SizeSelector>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};

export const Selected: Story = { args: { value: 'M' } };

export const Waist: Story = { args: { sizes: ['30', '32', '34', '36', '38'], value: '32' } };

export const KidsAges: Story = { args: { sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'] } };

export const OneSize: Story = { args: { sizes: ['One Size'] } };

/** Product 1's sizes: XL is sold out (disabled, struck through, named "XL, sold out"). */
export const SoldOutSize: Story = { args: { soldOut: ['XL'] } };

/** The shopper saved M as their size for this kind of garment: it reads "Your size", and is not chosen for them. */
export const WithYourSize: Story = { args: { yourSize: 'M' } };

/** With the "Size guide" button beside the label (outside the group of sizes). */
export const WithGuide: Story = {
  args: {
    guide: (
      <button type="button" onClick={fn()}>
        Size guide
      </button>
    ),
  },
};

/** Picking M, then L: one size pressed at a time, each pick told to the page; XL sold out stays out of reach. */
export const PickASize: Story = {
  args: { soldOut: ['XL'] },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Select Size' });
    await expect(group).toBeVisible();
    const size = (name: string) => canvas.getByRole('button', { name });

    await userEvent.click(size('M'));
    await expect(args.onChange).toHaveBeenLastCalledWith('M');
    await expect(size('M')).toHaveAttribute('aria-pressed', 'true');
    await expect(size('S')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(size('L'));
    await expect(args.onChange).toHaveBeenLastCalledWith('L');
    await expect(size('L')).toHaveAttribute('aria-pressed', 'true');
    await expect(size('M')).toHaveAttribute('aria-pressed', 'false');

    await expect(size('XL, sold out')).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
