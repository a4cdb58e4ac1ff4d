import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CancelOrderDialog } from './CancelOrderDialog';

const meta = {
  title: 'Orders/CancelOrderDialog',
  component: CancelOrderDialog,
  args: { orderId: 'ORD-003', open: true, onConfirm: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof CancelOrderDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The question, with no reason chosen yet. */
export const Open: Story = {};

/** Closed: nothing is rendered. */
export const Closed: Story = { args: { open: false } };
