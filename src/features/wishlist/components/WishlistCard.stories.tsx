import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS, type Product } from '@/features/catalog';
import { WishlistCard } from './WishlistCard';

const byId = (id: number): Product => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`No product ${id}`);
  return product;
};

const meta = {
  title: 'Wishlist/WishlistCard',
  component: WishlistCard,
  args: { product: byId(4), onRemove: fn(), onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '17rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WishlistCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Discounted: struck original price and the "% OFF" badge. */
export const Discounted: Story = {};

/** Sold at its original price: no badge, no struck price. */
export const NotDiscounted: Story = { args: { product: byId(7) } };

/** The product without a brand shows no brand line. */
export const NoBrand: Story = { args: { product: byId(45) } };

/** The longest name still takes two lines. */
export const LongName: Story = { args: { product: byId(63) } };

/** Saved when it cost ₹300 more: 'Price dropped by ₹300'. */
export const PriceDropped: Story = { args: { priceDrop: 300 } };
