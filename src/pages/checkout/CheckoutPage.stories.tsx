import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import { DRAFT_KEY } from '@/shared/lib/storageKeys';
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
  // A reload keeps the step the shopper was on (checkoutDraft.ts, this tab's sessionStorage): each
  // story starts from the Shipping step whatever the one before it left.
  beforeEach: () => sessionStorage.removeItem(DRAFT_KEY),
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

/**
 * Shipping to the saved address, paying by UPI: the review step, its heading focused, showing the
 * order as it will be placed (items, address, 'UPI: priya@okaxis', total) with Back and Place Order.
 */
export const Review: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'UPI ID' }), 'priya@okaxis');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Review' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Review Your Order' })).toHaveFocus();
    await expect(canvas.getByText('UPI: priya@okaxis')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};
