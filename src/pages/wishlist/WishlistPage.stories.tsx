import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import WishlistPage from './WishlistPage';

/** The saved products, each with Move to Cart and Remove. */
const meta = {
  title: 'Pages/Wishlist',
  component: WishlistPage,
  parameters: {
    layout: 'fullscreen',
    route: '/wishlist',
    store: { wishlist: { ids: [1, 56, 12], savedPrices: {} } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  },
} satisfies Meta<typeof WishlistPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three saved: the Biba kurta, a Lakmé lipstick and Only's denim jacket. */
export const WithItems: Story = {};

export const Empty: Story = {
  parameters: { store: { wishlist: { ids: [], savedPrices: {} } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  },
};

/** The Biba kurta was saved when it cost ₹300 more: 'Price dropped by ₹300'. */
export const PriceDrop: Story = {
  parameters: { store: { wishlist: { ids: [1, 3], savedPrices: { 1: 2799, 3: 2990 } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price dropped by ₹300')).toBeVisible();
  },
};
