import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import CartPage from './CartPage';

/** Two lines of the catalogue: the Biba kurta (M) and two Lakmé lipsticks. */
const LINES = [
  { id: 1, size: 'M', quantity: 1 },
  { id: 56, size: 'One Size', quantity: 2 },
];

/** The cart: its lines, the Order Summary with the coupon field and the available coupons. */
const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: { layout: 'fullscreen', route: '/cart', store: { cart: { lines: LINES } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
  },
} satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

/** RANGOLI10 applied: 10% off, at most ₹300, tax on the rest. */
export const WithCoupon: Story = {
  parameters: { store: { cart: { lines: LINES, coupon: 'RANGOLI10' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Coupon (RANGOLI10)')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { store: { cart: { lines: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

/** At 390 px: the summary under the lines. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
