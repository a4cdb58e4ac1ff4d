import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShippingForm } from './ShippingForm';

const EMPTY = { name: '', email: '', phone: '', address: '', city: '', state: '', pincode: '' };

const meta = {
  title: 'Checkout/ShippingForm',
  component: ShippingForm,
  args: { defaultValues: EMPTY, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing known: every field empty. */
export const Empty: Story = {};

/** Prefilled from the signed-in profile (name, email, phone, address). */
export const Prefilled: Story = {
  args: {
    defaultValues: {
      ...EMPTY,
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      address: '14 Park Street, Kolkata 700016',
    },
  },
};

/** Everything filled in (coming Back from a later step). */
export const Complete: Story = {
  args: {
    defaultValues: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      address: '14 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
    },
  },
};

/** Submitted empty: each field shows its message and focus is on Name. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(await canvas.findByText('Pincode is required')).toBeInTheDocument();
  },
};
