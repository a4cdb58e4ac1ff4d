import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { OrderTimeline } from './OrderTimeline';

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  args: { status: 'processing' },
  argTypes: { status: { control: 'inline-radio', options: ['processing', 'shipped', 'delivered', 'lost'] } },
} satisfies Meta<typeof OrderTimeline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Shipped: Story = { args: { status: 'shipped' } };
export const Delivered: Story = { args: { status: 'delivered' } };
export const Unknown: Story = { args: { status: 'lost' } };
