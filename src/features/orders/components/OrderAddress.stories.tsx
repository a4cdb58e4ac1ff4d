import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sample } from '../fixtures';
import { OrderAddress } from './OrderAddress';

const meta = {
  title: 'Orders/OrderAddress',
  component: OrderAddress,
  args: { shipping: sample('ORD-001').shipping },
} satisfies Meta<typeof OrderAddress>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sample orders' address. */
export const Kolkata: Story = {};

/** Shopper text is shown as text, never as markup. */
export const MarkupTyped: Story = {
  args: { shipping: { ...sample('ORD-001').shipping, address: '<b>Flat 2</b> & "Rose" Villa' } },
};
