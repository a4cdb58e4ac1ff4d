import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm } from './AddressForm';
import { HOME, NEW_ADDRESS } from './addressFixtures';

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  args: { title: 'New address', defaultValues: NEW_ADDRESS, onSave: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new address: the shopper's name and phone, a label not taken yet, the rest to type. */
export const New: Story = {};

/** A saved address being edited. */
export const Editing: Story = { args: { title: 'Edit address', defaultValues: HOME } };

/** Saved empty: each field's message, focus on the first. */
export const WithErrors: Story = {
  args: { defaultValues: { ...NEW_ADDRESS, name: '', phone: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Pincode is required')).toBeInTheDocument();
  },
};

/** A pincode that is not 6 digits, or starts with 0. */
export const InvalidPincode: Story = {
  args: { title: 'Edit address', defaultValues: { ...HOME, pincode: '070016' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
  },
};
