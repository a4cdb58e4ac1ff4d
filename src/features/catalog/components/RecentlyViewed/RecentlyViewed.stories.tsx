import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '../../products';
import { ProductCard } from '../ProductCard';
import { RecentlyViewed } from './RecentlyViewed';

const byIds = (...ids: number[]) => ids.map((id) => PRODUCTS.find((p) => p.id === id)!);

const meta = {
  title: 'Catalog/RecentlyViewed',
  component: RecentlyViewed,
  args: {
    products: byIds(21, 4, 57),
    onClear: fn(),
    renderCard: (product, options) => (
      <ProductCard product={product} {...options} onAddToCart={fn()} onToggleWishlist={fn()} />
    ),
  },
} satisfies Meta<typeof RecentlyViewed>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three products looked at, the last one first. */
export const ThreeProducts: Story = {};

/** The most it shows: 8. */
export const Full: Story = { args: { products: byIds(30, 29, 28, 27, 26, 25, 24, 23) } };

/** Nothing viewed yet: the section is not shown at all. */
export const Empty: Story = { args: { products: [] } };
