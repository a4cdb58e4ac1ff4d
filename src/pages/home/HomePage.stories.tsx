import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import HomePage, { loadProductSections } from './HomePage';

/** The home page: the season's banner, the four categories, featured and trending products. */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
  // The products' code (their own chunk, which the shop hydrates lazily) before the page renders.
  loaders: [async () => ({ productSections: await loadProductSections() })],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Wear every colour of the season' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Featured Products' })).toBeVisible();
  },
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A first-time guest. */
export const Guest: Story = {};

/** Signed in with the sample profile, two products saved: their hearts are filled. */
export const SignedIn: Story = {
  parameters: {
    store: {
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      wishlist: { ids: [1, 56], savedPrices: {} },
    },
  },
};

/** At 390 px: one column of categories, cards two by two. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** A returning shopper who looked at three products: 'Recently viewed' under Trending Now. */
export const WithRecentlyViewed: Story = {
  parameters: {
    store: { preferences: { pincode: null, recentlyViewed: [57, 21, 4], mySizes: {}, stockAlerts: [] } },
  },
  play: async ({ canvas }) => {
    // The section's code is its own chunk, loaded once there is something to show.
    const recent = await canvas.findByRole('region', { name: 'Recently viewed' });
    await expect(recent).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear recently viewed' })).toBeVisible();
  },
};
