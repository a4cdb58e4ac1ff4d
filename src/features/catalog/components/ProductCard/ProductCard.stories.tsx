import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '../../products';
import type { Product } from '../../types';
import { ProductCard, type ProductCardProps } from './ProductCard';

const byId = (id: number): Product => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`No product ${id}`);
  return product;
};

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  args: {
    product: byId(1),
    layout: 'grid',
    wishlisted: false,
    imageLoading: 'eager',
    headingLevel: 3,
    onAddToCart: fn() as ProductCardProps['onAddToCart'],
    onToggleWishlist: fn() as ProductCardProps['onToggleWishlist'],
  },
  argTypes: { layout: { control: 'inline-radio', options: ['grid', 'list'] } },
  render: (args) => (
    <div style={{ maxWidth: args.layout === 'list' ? '48rem' : '17rem' }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A discounted product: struck original price and "% OFF". */
export const Discounted: Story = {};

/** Sold at its original price: no struck price, no badge. */
export const NotDiscounted: Story = { args: { product: byId(3) } };

/** The one product without a brand shows no brand line. */
export const NoBrand: Story = { args: { product: byId(45) } };

export const Wishlisted: Story = { args: { wishlisted: true } };

/** The longest name in the catalogue still takes two lines. */
export const LongName: Story = { args: { product: byId(63) } };

export const ListLayout: Story = { args: { layout: 'list' } };

export const ListLayoutNotDiscounted: Story = {
  args: { layout: 'list', product: byId(3), wishlisted: true },
};

/** Every size sold out: 'Out of stock' and a disabled Add to Cart. */
export const OutOfStock: Story = { args: { product: { ...byId(64), stock: { '30ml': 0, '50ml': 0 } } } };
