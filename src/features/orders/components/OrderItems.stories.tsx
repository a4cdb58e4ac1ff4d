import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLES } from '../fixtures';
import { OrderItems } from './OrderItems';

const items = SAMPLES[0]?.items ?? [];

const meta = {
  title: 'Orders/OrderItems',
  component: OrderItems,
  args: { items, label: 'Items in ORD-001' },
} satisfies Meta<typeof OrderItems>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An order's items with thumbnails, brand, size, quantity and line price. */
export const Default: Story = {};

/** The checkout sidebar: smaller thumbnails, no brand. */
export const Compact: Story = { args: { compact: true, label: 'Items in your order' } };

/** A product without a brand shows no brand line, and more than one shows the unit price. */
export const NoBrandSeveral: Story = {
  args: {
    items: [
      {
        id: 45,
        name: 'Hand Block Print Cotton Frock',
        price: 599,
        quantity: 3,
        size: '4-5Y',
        image: '/assets/products/45.svg',
      },
    ],
    label: 'Items without brand',
  },
};
