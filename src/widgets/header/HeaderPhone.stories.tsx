import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, within } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import { Header } from './Header';

/**
 * The header at 390 px: the category links move into a menu drawer behind "Open menu".
 * (Header.stories.tsx has the header at desktop width: guest, signed in, with badges.)
 */
const meta = {
  title: 'Widgets/Header on a phone',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    store: {
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      cart: { lines: [{ id: 1, size: 'M', quantity: 2 }] },
      wishlist: { ids: [3, 7], savedPrices: {} },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Signed in with two items in the cart and two saved: the menu button, logo, wishlist and cart. */
export const MenuClosed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
  },
};

/** The menu open: the categories and the sale, in a drawer that closes with Escape. */
export const MenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Women', 'Men', 'Kids', 'Beauty', 'Sale']) {
      await expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
  },
};
