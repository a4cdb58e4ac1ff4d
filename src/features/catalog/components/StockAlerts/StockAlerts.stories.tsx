import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '../../products';
import { StockAlerts } from './StockAlerts';

const byId = (id: number) => PRODUCTS.find((p) => p.id === id)!;

const meta = {
  title: 'Catalog/StockAlerts',
  component: StockAlerts,
  args: {
    alerts: [
      { product: byId(1), size: 'XL' },
      { product: byId(12), size: 'L' },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof StockAlerts>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two sold-out sizes the shopper asked about (product 1 in XL, product 12 in L). */
export const TwoAlerts: Story = {};

/** None yet: how to set one. */
export const Empty: Story = { args: { alerts: [] } };
