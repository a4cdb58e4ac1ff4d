import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import OrderDetailsPage from './OrderDetailsPage';

/** One order's page: its timeline, items, address, payment and the actions it allows now. */
const meta = {
  title: 'Pages/Order details',
  component: OrderDetailsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/orders/ORD-001',
    store: { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } },
  },
  render: () => (
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailsPage />} />
    </Routes>
  ),
  play: async ({ canvas, parameters }) => {
    const id = parameters.route?.split('/').pop();
    await expect(canvas.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
  },
} satisfies Meta<typeof OrderDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** ORD-001, delivered 8 days ago: inside the return window. */
export const Delivered: Story = {};

/** ORD-002, shipped. */
export const Shipped: Story = { parameters: { route: '/orders/ORD-002' } };

/** ORD-003, placed yesterday: it can still be cancelled. */
export const Processing: Story = { parameters: { route: '/orders/ORD-003' } };

/** An order the shopper does not have. */
export const UnknownOrder: Story = {
  parameters: { route: '/orders/ORD-999' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
