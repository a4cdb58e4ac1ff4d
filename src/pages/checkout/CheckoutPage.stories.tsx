import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import CheckoutPage from './CheckoutPage';

/** The checkout's three steps (shipping, payment, review) beside the order's summary. */
const meta = {
  title: 'Pages/Checkout',
  component: CheckoutPage,
  parameters: {
    layout: 'fullscreen',
    route: '/checkout',
    store: {
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      cart: {
        lines: [
          { id: 1, size: 'M', quantity: 1 },
          { id: 56, size: 'One Size', quantity: 2 },
        ],
      },
    },
  },
} satisfies Meta<typeof CheckoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sample profile's saved address, chosen. */
export const Shipping: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shipping Address' })).toBeVisible();
  },
};

/** Shipping to the saved address: the payment step, its heading focused. */
export const Payment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
  },
};
