import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CartSummary } from './CartSummary';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: { itemCount: 3, subtotal: 5597, tax: 1007, total: 6604, showCheckoutLink: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The cart: totals and 'Proceed to Checkout'. */
export const Default: Story = {};

/** One item: "Subtotal (1 item)". */
export const SingleItem: Story = { args: { itemCount: 1, subtotal: 599, tax: 108, total: 707 } };

/** Large amounts use Indian digit grouping (₹1,23,456). */
export const LargeAmounts: Story = { args: { itemCount: 20, subtotal: 123456, tax: 22222, total: 145678 } };

/** A coupon applied in the cart: its row with '−₹n' and 'Remove coupon'; tax on the subtotal after it. */
export const WithCoupon: Story = {
  args: {
    coupon: { code: 'RANGOLI10', discount: 300 },
    tax: 953,
    total: 6250,
    onRemoveCoupon: () => undefined,
  },
};

/** The checkout sidebar: no checkout link, the items listed above the totals. */
export const InCheckout: Story = {
  args: {
    showCheckoutLink: false,
    coupon: { code: 'FESTIVE500', discount: 500 },
    tax: 917,
    total: 6014,
    children: (
      <ul>
        <li>Chanderi Silk Anarkali Kurta × 2</li>
        <li>Ribbed Knit Crop Top × 1</li>
      </ul>
    ),
  },
};
