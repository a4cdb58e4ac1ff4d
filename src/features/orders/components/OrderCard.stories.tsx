import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { viewOrder } from '../afterSales';
import { FIXED_NOW, returnContextFor, sample, VIEWS } from '../fixtures';
import { OrderCard } from './OrderCard';

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: {
    view: VIEWS.processing,
    returnContext: returnContextFor(sample('ORD-003')),
    onCancel: fn(),
    onRequestReturn: fn(),
    initialTrackOpen: false,
  },
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

/** Processing, paid cash on delivery: it can still be cancelled. */
export const Processing: Story = {};

/** Shipped, paid by UPI: too late to cancel, too early to return. */
export const Shipped: Story = {
  args: { view: VIEWS.shipped, returnContext: returnContextFor(sample('ORD-002')) },
};

/** Delivered 8 days ago, paid by card: Return/Exchange is offered. */
export const Delivered: Story = {
  args: { view: VIEWS.delivered, returnContext: returnContextFor(sample('ORD-001')) },
};

/** Cancelled while processing. */
export const Cancelled: Story = { args: { view: VIEWS.cancelled } };

/** A return requested: RET-1001, its own timeline under Track Order. */
export const ReturnRequested: Story = {
  args: {
    view: VIEWS.refundRequested,
    returnContext: returnContextFor(sample('ORD-001')),
    initialTrackOpen: true,
  },
};

/** Delivered over 30 days ago: the return window has closed. */
export const PastReturnWindow: Story = {
  args: { view: VIEWS.pastWindow, returnContext: returnContextFor(VIEWS.pastWindow.order) },
};

/** A status the shop does not know reads 'Unknown'. */
export const UnknownStatus: Story = { args: { view: VIEWS.unknown } };

/** Track Order open: the status timeline with its dates. */
export const Tracking: Story = {
  args: { view: VIEWS.shipped, returnContext: returnContextFor(sample('ORD-002')), initialTrackOpen: true },
};

/** An item without a brand shows no brand line. */
export const ItemWithoutBrand: Story = {
  args: {
    view: viewOrder(
      {
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
      undefined,
      FIXED_NOW,
    ),
  },
};

/** Placed with a coupon: the coupon beside the total. */
export const WithCoupon: Story = {
  args: {
    view: viewOrder(
      {
        ...sample('ORD-003'),
        id: 'ORD-004',
        items: sample('ORD-001').items,
        // ₹3,497 − ₹300 (10%, capped) = ₹3,197, + 18% tax ₹575.
        coupon: { code: 'RANGOLI10', discount: 300 },
        total: 3772,
      },
      undefined,
      FIXED_NOW,
    ),
  },
};
