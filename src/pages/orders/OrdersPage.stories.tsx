import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import OrdersPage from './OrdersPage';

const priya = { ...SAMPLE_PROFILE, email: 'priya@example.com' };

/** The shopper's orders, newest first, each with its status and what can be done with it. */
const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  parameters: { layout: 'fullscreen', route: '/orders', store: { auth: { user: priya, remember: true } } },
} satisfies Meta<typeof OrdersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sample profile's three sample orders: processing, shipped and delivered. */
export const SampleOrders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    for (const id of ['ORD-001', 'ORD-002', 'ORD-003'])
      await expect(canvas.getByText(id, { exact: false })).toBeVisible();
  },
};

/** An account of its own with the sample profile's details, which has no sample orders. */
export const NoOrders: Story = {
  parameters: { store: { auth: { user: { ...priya, id: 'priya-own-account' }, remember: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};
