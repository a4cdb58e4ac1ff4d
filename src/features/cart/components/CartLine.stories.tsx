import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS, type Product } from '@/features/catalog';
import { CartLine } from './CartLine';

const byId = (id: number): Product => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`No product ${id}`);
  return product;
};

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: {
    product: byId(1),
    size: 'M',
    quantity: 1,
    lineTotal: byId(1).price,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A discounted product, quantity 1: "Decrease quantity" is disabled. */
export const Default: Story = {};

/** Quantity 3: both stepper buttons work; the item total is price × 3. */
export const SeveralItems: Story = { args: { quantity: 3, lineTotal: byId(1).price * 3 } };

/** Sold at its original price: no struck price. */
export const NotDiscounted: Story = { args: { product: byId(3), size: 'L', lineTotal: byId(3).price } };

/** The product without a brand shows no brand line. */
export const NoBrand: Story = { args: { product: byId(45), size: '2-3Y', lineTotal: byId(45).price } };

/** A beauty product in its only size, with a long name. */
export const LongName: Story = {
  args: { product: byId(63), size: '50ml', quantity: 2, lineTotal: byId(63).price * 2 },
};

/** At the most one line may hold (99): "Increase quantity" is disabled. */
export const AtMaximum: Story = { args: { quantity: 99, lineTotal: byId(1).price * 99 } };

/** A size with only 2 pieces left, both in the cart: 'Only 2 left in size L' (the line is held there). */
export const LowStock: Story = {
  args: { size: 'L', quantity: 2, lineTotal: byId(1).price * 2, left: 2 },
};

/**
 * A size sold out since the line was added (XL of this kurta): 'Sold out', no total and no stepper;
 * 'Change size' offers the sizes that can be bought, and Remove.
 */
export const SoldOut: Story = {
  args: { size: 'XL', quantity: 2, lineTotal: 0, soldOut: true, sizes: ['S', 'M', 'L'] },
};

/**
 * M chosen, L recommended from the shopper's orders (issue 34): 'Recommended: L' under the size,
 * and 'Change size' (the other sizes that can be bought) keeping the quantity; the stepper stays.
 */
export const OtherSizeRecommended: Story = {
  args: { quantity: 2, lineTotal: byId(1).price * 2, recommended: 'L', sizes: ['S', 'L'] },
};

/** The chosen size is the recommended one: nothing more is said. */
export const RecommendedSizeChosen: Story = { args: { recommended: 'M' } };

/** A sold-out size with another recommended: 'Recommended: L', and still one 'Change size'. */
export const SoldOutWithRecommendation: Story = {
  args: { ...SoldOut.args, recommended: 'L' },
};
