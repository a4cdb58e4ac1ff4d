import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import { PRODUCTS } from '@/features/catalog';
import ProductPage from './ProductPage';

const product = (id: number) => PRODUCTS.find((candidate) => candidate.id === id)!;

/** A product's page (its view loads as a chunk of its own): gallery, sizes, quantity, reviews, related. */
const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  parameters: { layout: 'fullscreen', route: '/product/1' },
  render: () => (
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>
  ),
  play: async ({ canvas, parameters }) => {
    const id = Number(parameters.route?.split('/').pop());
    await expect(await canvas.findByRole('heading', { level: 1, name: product(id).name })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  },
} satisfies Meta<typeof ProductPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Chanderi Silk Anarkali Kurta by Biba: discounted, sizes to choose from. */
export const Discounted: Story = {};

/** A Beauty product in One Size: nothing to choose. */
export const OneSize: Story = { parameters: { route: '/product/56' } };

/** Full price, no discount. */
export const FullPrice: Story = { parameters: { route: '/product/3' } };

/** Saved, with a line of it in the cart, signed in with the sample profile (the review form shows). */
export const SavedAndSignedIn: Story = {
  parameters: {
    store: {
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      wishlist: { ids: [1], savedPrices: {} },
      cart: { lines: [{ id: 1, size: 'M', quantity: 1 }] },
    },
  },
};

/** At 390 px. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Fit and choice on the Biba kurta: XL sold out (with its back-in-stock alert set), M saved as the
 * shopper's size, two others viewed before.
 */
export const FitAndChoice: Story = {
  parameters: {
    store: {
      preferences: {
        pincode: null,
        recentlyViewed: [21, 57],
        mySizes: { 'women-tops': 'M' },
        stockAlerts: [{ productId: 1, size: 'XL' }],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: product(1).name });
    await expect(canvas.getByRole('button', { name: 'XL, sold out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'M, Your size' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByText("We'll let you know when XL is back")).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Recently viewed' })).toBeVisible();
  },
};
