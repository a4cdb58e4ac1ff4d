import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '../../products';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from './ProductGrid';

const onAddToCart = fn();
const onToggleWishlist = fn();

const meta = {
  title: 'Catalog/ProductGrid',
  component: ProductGrid,
  args: {
    products: PRODUCTS.slice(0, 8),
    layout: 'grid',
    eagerCount: 4,
    headingLevel: 3,
    'aria-label': 'Products',
    renderCard: (product, options) => (
      <ProductCard
        product={product}
        {...options}
        wishlisted={product.id === 2}
        onAddToCart={onAddToCart}
        onToggleWishlist={onToggleWishlist}
      />
    ),
  },
  argTypes: { layout: { control: 'inline-radio', options: ['grid', 'list'] } },
} satisfies Meta<typeof ProductGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const List: Story = { args: { layout: 'list', products: PRODUCTS.slice(0, 4) } };

/** Mixed cards: no brand (45), undiscounted (3, 7) and long names. */
export const MixedCards: Story = {
  args: { products: [PRODUCTS[44], PRODUCTS[2], PRODUCTS[62], PRODUCTS[6]].filter((p) => p !== undefined) },
};

export const SingleProduct: Story = { args: { products: PRODUCTS.slice(0, 1) } };

export const Empty: Story = { args: { products: [] } };
