import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Price } from './Price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { price: 1299, originalPrice: 1999, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Discount computed from the two prices: 35% OFF. */
export const Discounted: Story = {};

/** Discount as stored on the product. */
export const GivenDiscount: Story = { args: { price: 799, originalPrice: 1599, discount: 50 } };

/** originalPrice equal to price: no struck price, no badge. */
export const NoDiscount: Story = { args: { price: 2499, originalPrice: 2499 } };

export const PriceOnly: Story = { args: { price: 499, originalPrice: undefined } };

export const Small: Story = { args: { size: 'sm' } };

/** Product page size; Indian digit grouping: ₹1,23,456. */
export const Large: Story = { args: { size: 'lg', price: 123456, originalPrice: 149999 } };
