import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn } from 'storybook/test';
import { PriceRange, type PriceRangeProps } from './PriceRange';

function LivePriceRange(args: PriceRangeProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PriceRange
      {...args}
      value={value}
      onChange={(range) => {
        setValue(range);
        args.onChange(range);
      }}
    />
  );
}

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<PriceRangeProps> = { value: [0, 10000], onChange: fn() };

const meta = {
  title: 'Search/PriceRange',
  component: PriceRange,
  args,
  render: (args) => <LivePriceRange {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceRange>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default: ₹0 to ₹10,000. */
export const FullRange: Story = {};

/** Narrowed to ₹1,000–₹2,000 (a quick pick). By keyboard: arrows move ₹100, Page Up ₹1,000. */
export const Narrowed: Story = {
  args: { value: [1000, 2000] },
  play: async ({ canvas, userEvent, args }) => {
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(min).toHaveAttribute('aria-valuetext', '₹1,000');
    // Focus, not a click: a click on the track moves the thumb to the pointer.
    min.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuetext', '₹1,100');
    await expect(args.onChange).toHaveBeenLastCalledWith([1100, 2000]);
    max.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(max).toHaveAttribute('aria-valuetext', '₹3,000');
    await expect(args.onChange).toHaveBeenLastCalledWith([1100, 3000]);
  },
};

/** Both thumbs on one price. */
export const SinglePrice: Story = { args: { value: [3000, 3000] } };

export const Disabled: Story = { args: { disabled: true, value: [2000, 3000] } };
