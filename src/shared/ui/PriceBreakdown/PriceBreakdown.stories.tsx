import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PriceBreakdown } from './PriceBreakdown';

const meta = {
  title: 'Design system/PriceBreakdown',
  component: PriceBreakdown,
  args: { itemCount: 3, subtotal: 5597, tax: 1007, total: 6604 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceBreakdown>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No coupon: Subtotal, Shipping FREE, GST (18%) on the subtotal, Total. */
export const NoCoupon: Story = {};

/** The cart with a coupon: its row, 'Remove coupon', and tax on the subtotal after it. */
export const WithCoupon: Story = {
  args: {
    coupon: { code: 'RANGOLI10', discount: 300 },
    subtotal: 5597,
    tax: 953,
    total: 6250,
    onRemoveCoupon: () => undefined,
  },
};

/** An order placed with a coupon: the coupon is history, so there is nothing to remove. */
export const PlacedOrder: Story = {
  args: {
    itemCount: undefined,
    coupon: { code: 'FESTIVE500', discount: 500 },
    subtotal: 4498,
    tax: 720,
    total: 4718,
  },
};

/** Large amounts use Indian digit grouping (₹1,23,456). */
export const LargeAmounts: Story = { args: { itemCount: 20, subtotal: 123456, tax: 22222, total: 145678 } };
