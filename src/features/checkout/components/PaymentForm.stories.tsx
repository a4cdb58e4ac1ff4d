import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_PAYMENT } from '../buildOrder';
import { PaymentForm } from './PaymentForm';

const meta = {
  title: 'Checkout/PaymentForm',
  component: PaymentForm,
  args: { defaultValues: EMPTY_PAYMENT, onSubmit: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Card chosen, nothing typed. */
export const Card: Story = {};

/** Card details filled in (coming Back from Review). */
export const CardFilled: Story = {
  args: {
    defaultValues: {
      ...EMPTY_PAYMENT,
      cardNumber: '4111 1111 1113 1234',
      expiryDate: '12/99',
      cvv: '123',
      cardName: 'Priya Sharma',
    },
  },
};

export const Upi: Story = { args: { defaultValues: { ...EMPTY_PAYMENT, method: 'upi' } } };

export const CashOnDelivery: Story = { args: { defaultValues: { ...EMPTY_PAYMENT, method: 'cod' } } };

/** Card submitted empty: the four card messages. */
export const CardErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Review' }));
    await expect(await canvas.findByText('Cardholder name is required')).toBeInTheDocument();
  },
};

/** UPI submitted empty. */
export const UpiError: Story = {
  args: { defaultValues: { ...EMPTY_PAYMENT, method: 'upi' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Review' }));
    await expect(await canvas.findByText('UPI ID is required')).toBeInTheDocument();
  },
};

/** An order over ₹5,000: Cash on Delivery is disabled, with the reason beside it. */
export const CashOnDeliveryOverLimit: Story = {
  args: { codRefusals: ['Cash on Delivery is available on orders up to ₹5,000'] },
};

/** Shipping to a district that takes prepaid orders only. */
export const CashOnDeliveryNotForPincode: Story = {
  args: { codRefusals: ['Cash on Delivery is not available for 781006'] },
};
