import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DeliveryCheck } from '@/features/delivery';
import { PRODUCTS } from '../../products';
import { sizeChartFor } from '../../sizeCharts';
import { SizeGuide } from '../SizeGuide';
import type { Product } from '../../types';
import { ProductDetails, type ProductDetailsProps } from './ProductDetails';

const byId = (id: number): Product => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`No product ${id}`);
  return product;
};

const meta = {
  title: 'Catalog/ProductDetails',
  component: ProductDetails,
  parameters: { layout: 'padded' },
  args: {
    product: byId(1),
    size: null,
    quantity: 1,
    wishlisted: false,
    onSizeChange: fn() as ProductDetailsProps['onSizeChange'],
    onQuantityChange: fn() as ProductDetailsProps['onQuantityChange'],
    onAddToCart: fn() as ProductDetailsProps['onAddToCart'],
    onToggleWishlist: fn() as ProductDetailsProps['onToggleWishlist'],
  },
  render: function Render(args) {
    const [size, setSize] = useState(args.size);
    const [quantity, setQuantity] = useState(args.quantity);
    const [wishlisted, setWishlisted] = useState(args.wishlisted);
    return (
      <ProductDetails
        {...args}
        size={size}
        quantity={quantity}
        wishlisted={wishlisted}
        onSizeChange={(s) => {
          args.onSizeChange(s);
          setSize(s);
        }}
        onQuantityChange={(q) => {
          args.onQuantityChange(q);
          setQuantity(q);
        }}
        onToggleWishlist={(add) => {
          args.onToggleWishlist(add);
          setWishlisted(add);
        }}
      />
    );
  },
} satisfies Meta<typeof ProductDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};

export const NotDiscounted: Story = { args: { product: byId(3) } };

export const NoBrand: Story = { args: { product: byId(45) } };

/** Beauty: no type; sizes by volume. */
export const Beauty: Story = { args: { product: byId(56) } };

export const SizeAndQuantityChosen: Story = { args: { size: 'M', quantity: 3 } };

/** The cart holds 97 of this size: the stepper stops at the 2 a line can still take. */
export const NearlyFullLine: Story = { args: { size: 'M', quantity: 2, maxQuantity: 2 } };

/** The cart holds 99 of this size: the stepper rests at 1 (Add to Cart then says why nothing is added). */
export const FullLine: Story = { args: { size: 'M', quantity: 1, maxQuantity: 1 } };

export const Wishlisted: Story = { args: { wishlisted: true } };

/** With 'Delivery options' under Add to Cart, for a remembered pincode (the page's slot). */
export const WithDeliveryOptions: Story = {
  args: { delivery: <DeliveryCheck pincode="700016" onCheck={fn()} today={new Date(2026, 10, 25)} /> },
};
/** A coupon applies to this product bought alone: its best price under the price. */
export const WithBestPrice: Story = { args: { bestOffer: { code: 'RANGOLI10', price: 2249 } } };

/** Product 1's stock: XL sold out (with 'Notify me when XL is back'), L chosen with 'Only 2 left'. */
export const LowAndSoldOutSizes: Story = { args: { size: 'L', onNotify: fn() } };

/** The shopper asked to hear about XL: the offer turns into what will happen. */
export const AlertSet: Story = { args: { onNotify: fn(), alertSizes: ['XL'] } };

/** Every size sold out: 'Out of stock', the stepper and Add to Cart disabled, each size offering an alert. */
export const OutOfStock: Story = {
  args: { product: { ...byId(64), stock: { '30ml': 0, '50ml': 0 } }, onNotify: fn() },
};

/** With the 'Size guide' button beside "Select Size", and the shopper's saved size marked 'Your size'. */
export const WithSizeGuideAndYourSize: Story = {
  args: {
    yourSize: 'M',
    sizeGuide: <SizeGuide chart={sizeChartFor(byId(1))!} yourSize="M" onSaveSize={fn()} />,
  },
};
