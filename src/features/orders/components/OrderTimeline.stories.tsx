import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EXCHANGE_REQUEST, REFUND_REQUEST, VIEWS } from '../fixtures';
import { orderTimeline, returnTimeline } from '../timeline';
import { OrderTimeline } from './OrderTimeline';

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  args: { steps: orderTimeline(VIEWS.processing) },
} satisfies Meta<typeof OrderTimeline>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Placed yesterday, being packed. */
export const Processing: Story = {};
/** On its way, with the dates of the steps reached. */
export const Shipped: Story = { args: { steps: orderTimeline(VIEWS.shipped) } };
export const Delivered: Story = { args: { steps: orderTimeline(VIEWS.delivered) } };
/** Cancelled while processing: no step beyond Cancelled. */
export const Cancelled: Story = { args: { steps: orderTimeline(VIEWS.cancelled) } };
/** A status the shop does not know: no step reached, and a note. */
export const Unknown: Story = { args: { steps: orderTimeline(VIEWS.unknown) } };
/** A return for a refund, just requested. */
export const ReturnForRefund: Story = {
  args: { steps: returnTimeline(REFUND_REQUEST), label: 'Return status' },
};
/** An exchange for another size, just requested. */
export const Exchange: Story = { args: { steps: returnTimeline(EXCHANGE_REQUEST), label: 'Return status' } };
