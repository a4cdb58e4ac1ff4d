import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shippingFromAddress } from '../addressBook';
import { HOME, PARENTS, WORK } from './addressFixtures';
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

/** The address book at checkout: 'Saved addresses' above the fields, the default chosen and filled in. */
export const SavedAddresses: Story = {
  args: {
    defaultValues: shippingFromAddress(WORK, 'priya@example.com'),
    savedAddresses: [HOME, WORK, PARENTS],
    defaultChoice: { addressId: WORK.id, saveAs: null },
    newAddressValues: {
      ...EMPTY,
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
    },
  },
};

/** A new address typed beside the book, to be kept: the checkbox ticked and its Label. */
export const SaveNewAddress: Story = {
  args: {
    defaultValues: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      address: '9 Lake Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
    savedAddresses: [HOME],
    defaultChoice: { addressId: null, saveAs: 'Work' },
  },
};

/** A pincode we do not deliver to stops the step at the Pincode field. */
export const NotDelivered: Story = {
  args: { defaultValues: { ...shippingFromAddress(HOME, 'priya@example.com'), pincode: '744101' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(await canvas.findByText('Sorry, we do not deliver to 744101 yet')).toBeInTheDocument();
  },
};
