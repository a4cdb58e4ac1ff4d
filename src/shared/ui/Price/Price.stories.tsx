import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge';
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

/** Usage (Price.usage.mdx), a mistake: a price written by hand, not by Price and formatINR (no Indian grouping, paise shown). */
export const DontHandMadePrice: Story = {
  render: () => <span>₹{(123456).toFixed(2)}</span>,
};

/** Usage, a mistake: a second discount badge beside Price, which already shows the % OFF. */
export const DontRepeatTheDiscount: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'baseline' }}>
      <Price {...args} />
      <Badge tone="brand" emphasis="solid">
        35% OFF
      </Badge>
    </span>
  ),
};
