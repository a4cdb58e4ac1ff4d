import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLE_ORDERS } from '../sampleOrders';
import type { Order } from '../ordersSlice';
import { OrderCard } from './OrderCard';

const sample = (id: string): Order => {
  const order = SAMPLE_ORDERS.find((o) => o.id === id);
  if (!order) throw new Error(`No sample order ${id}`);
  return order;
};

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: { order: sample('ORD-003'), initialPanel: null },
  argTypes: { initialPanel: { control: 'inline-radio', options: [null, 'track', 'details', 'return'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '56rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Processing, paid cash on delivery: no Return/Exchange. */
export const Processing: Story = {};

/** Shipped, paid by UPI. */
export const Shipped: Story = { args: { order: sample('ORD-002') } };

/** Delivered, paid by card: Return/Exchange is offered. */
export const Delivered: Story = { args: { order: sample('ORD-001') } };

/** A status the shop does not know reads 'Unknown'. */
export const UnknownStatus: Story = {
  args: { order: { ...sample('ORD-003'), id: 'ORD-009', status: 'on-hold' } },
};

/** Track Order open: the status timeline. */
export const Tracking: Story = { args: { order: sample('ORD-002'), initialPanel: 'track' } };

/** View Details open: items, shipping address and payment summary. */
export const Details: Story = { args: { order: sample('ORD-001'), initialPanel: 'details' } };

/** Return/Exchange open: the 30-day policy. */
export const ReturnExchange: Story = { args: { order: sample('ORD-001'), initialPanel: 'return' } };

/** An item without a brand shows no brand line. */
export const ItemWithoutBrand: Story = {
  args: {
    order: {
      ...sample('ORD-003'),
      id: 'ORD-010',
      total: 707,
      items: [
        {
          id: 45,
          name: 'Hand Block Print Cotton Frock',
          price: 599,
          quantity: 1,
          size: '2-3Y',
          image: '/assets/products/45.svg',
        },
      ],
    },
  },
};

/** Placed with a coupon, details open: the coupon beside the total, and the rows that make it up. */
export const WithCoupon: Story = {
  args: {
    order: {
      ...sample('ORD-001'),
      id: 'ORD-004',
      status: 'processing',
      // ₹3,497 − ₹300 (10%, capped) = ₹3,197, + 18% tax ₹575.
      coupon: { code: 'RANGOLI10', discount: 300 },
      total: 3772,
    },
    initialPanel: 'details',
  },
};
