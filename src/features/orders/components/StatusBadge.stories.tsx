import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Orders/StatusBadge',
  component: StatusBadge,
  args: { status: 'processing' },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['processing', 'shipped', 'delivered', 'cancelled', 'returnRequested', 'lost'],
    },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Shipped: Story = { args: { status: 'shipped' } };
export const Delivered: Story = { args: { status: 'delivered' } };
/** Cancelled by the shopper while it was processing. */
export const Cancelled: Story = { args: { status: 'cancelled' } };
/** Delivered, with a return or exchange asked for. */
export const ReturnRequested: Story = { args: { status: 'returnRequested' } };
/** Any status the shop does not know (e.g. from old storage) reads 'Unknown'. */
export const Unknown: Story = { args: { status: 'lost-in-transit' } };
