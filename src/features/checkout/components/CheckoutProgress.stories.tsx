import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CheckoutProgress } from './CheckoutProgress';

const meta = {
  title: 'Checkout/CheckoutProgress',
  component: CheckoutProgress,
  args: { current: 'shipping' },
  argTypes: { current: { control: 'inline-radio', options: ['shipping', 'payment', 'review'] } },
} satisfies Meta<typeof CheckoutProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ShippingStep: Story = {};
export const PaymentStep: Story = { args: { current: 'payment' } };
export const ReviewStep: Story = { args: { current: 'review' } };
