import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { returnContextFor, sample, VIEWS } from '../fixtures';
import { OrderActions } from './OrderActions';

const meta = {
  title: 'Orders/OrderActions',
  component: OrderActions,
  args: {
    view: VIEWS.processing,
    returnContext: returnContextFor(sample('ORD-003')),
    onCancel: fn(),
    onRequestReturn: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In Processing: Cancel Order. */
export const CanCancel: Story = {};

/** Delivered within 30 days: Return/Exchange. */
export const CanReturn: Story = {
  args: { view: VIEWS.delivered, returnContext: returnContextFor(sample('ORD-001')) },
};

/** Shipped: nothing to do yet. */
export const NothingYet: Story = {
  args: { view: VIEWS.shipped, returnContext: returnContextFor(sample('ORD-002')) },
};

/** Cancelled: says when. */
export const Cancelled: Story = { args: { view: VIEWS.cancelled } };

/** A return requested: says its id. */
export const ReturnRequested: Story = { args: { view: VIEWS.refundRequested } };

/** Past the 30-day window: says when it closed. */
export const WindowClosed: Story = {
  args: { view: VIEWS.pastWindow, returnContext: returnContextFor(VIEWS.pastWindow.order) },
};
