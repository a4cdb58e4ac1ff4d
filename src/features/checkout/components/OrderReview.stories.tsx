import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { sampleOrders } from '@/features/orders';
import { OrderReview } from './OrderReview';

const [first] = sampleOrders(new Date('2026-11-22T06:30:00.000Z'));
if (!first) throw new Error('No sample order');

const meta = {
  title: 'Checkout/OrderReview',
  component: OrderReview,
  args: {
    items: first.items,
    shipping: first.shipping,
    payment: { method: 'card', last4: '1234' },
    placing: false,
    onBack: fn(),
    onPlaceOrder: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderReview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paying by card: "Card ending 1234". */
export const ByCard: Story = {};

export const ByUpi: Story = { args: { payment: { method: 'upi', upiId: 'priya@okaxis' } } };

export const CashOnDelivery: Story = { args: { payment: { method: 'cod' } } };

/** Place Order clicked: 'Processing...' for 2 s; Back is disabled. */
export const Placing: Story = { args: { placing: true } };
