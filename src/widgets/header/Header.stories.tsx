import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLE_PROFILE } from '@/features/auth';
import { Header } from './Header';

/**
 * The shop's header, connected to the store: logo, search, the account menu, wishlist and cart
 * with their counts, and the category links (a menu drawer below 768 px).
 */
const meta = {
  title: 'Widgets/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first-time guest: empty cart and wishlist. */
export const Guest: Story = {};

/** A guest with 3 items in the cart and 2 saved products. */
export const WithCartAndWishlist: Story = {
  parameters: {
    store: {
      cart: {
        lines: [
          { id: 1, size: 'M', quantity: 2 },
          { id: 56, size: 'One Size', quantity: 1 },
        ],
      },
      wishlist: { ids: [3, 7], savedPrices: {} },
    },
  },
};

/** Signed in with the sample profile: the account button names the shopper. */
export const SignedIn: Story = {
  parameters: {
    store: { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } },
  },
};

/** On a category page: its link is the current one. */
export const OnACategory: Story = { parameters: { route: '/women' } };
