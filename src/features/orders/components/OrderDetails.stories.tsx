import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { returnContextFor, sample, VIEWS } from '../fixtures';
import { OrderDetails } from './OrderDetails';

const meta = {
  title: 'Orders/OrderDetails',
  component: OrderDetails,
  args: {
    view: VIEWS.delivered,
    returnContext: returnContextFor(sample('ORD-001')),
    onCancel: fn(),
    onRequestReturn: fn(),
  },
} satisfies Meta<typeof OrderDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Delivered 8 days ago, paid by card: Return/Exchange is offered. */
export const Delivered: Story = {};

/** Processing, paid cash on delivery: Cancel Order is offered. */
export const Processing: Story = {
  args: { view: VIEWS.processing, returnContext: returnContextFor(sample('ORD-003')) },
};

/** Shipped, paid by UPI. */
export const Shipped: Story = {
  args: { view: VIEWS.shipped, returnContext: returnContextFor(sample('ORD-002')) },
};

/** Cancelled: the timeline stops at Cancelled. */
export const Cancelled: Story = { args: { view: VIEWS.cancelled } };

/** An exchange requested: the return's own timeline. */
export const ExchangeRequested: Story = { args: { view: VIEWS.exchangeRequested } };

/** Past the 30-day window. */
export const PastReturnWindow: Story = {
  args: { view: VIEWS.pastWindow, returnContext: returnContextFor(VIEWS.pastWindow.order) },
};
