import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Orders/StatusBadge',
  component: StatusBadge,
  args: { status: 'processing' },
  argTypes: { status: { control: 'inline-radio', options: ['processing', 'shipped', 'delivered', 'lost'] } },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Shipped: Story = { args: { status: 'shipped' } };
export const Delivered: Story = { args: { status: 'delivered' } };
/** Any status the shop does not know (e.g. from old storage) reads 'Unknown'. */
export const Unknown: Story = { args: { status: 'lost-in-transit' } };
