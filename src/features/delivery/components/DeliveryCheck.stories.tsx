import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PINCODE_MESSAGES } from '../deliveryCheck';
import { DeliveryCheck, type DeliveryCheckProps } from './DeliveryCheck';

/** A Wednesday, so every story reads the same on any day. */
const TODAY = new Date(2026, 10, 25);

/** The check as the shop uses it: a checked pincode is remembered and shown. */
function Remembering(args: DeliveryCheckProps) {
  const [pincode, setPincode] = useState(args.pincode);
  return (
    <DeliveryCheck
      {...args}
      pincode={pincode}
      onCheck={(checked) => {
        args.onCheck(checked);
        setPincode(checked);
      }}
    />
  );
}

const meta = {
  title: 'Delivery/DeliveryCheck',
  component: DeliveryCheck,
  args: { pincode: null, onCheck: fn(), today: TODAY },
  render: (args) => <Remembering {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryCheck>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing checked yet: the Pincode field and Check. */
export const NotChecked: Story = {};

/** A metro (Kolkata): 2 days, Cash on Delivery. */
export const Metro: Story = { args: { pincode: '700016' } };

/** The rest of India (Jaipur): 4 days, Cash on Delivery. */
export const RestOfIndia: Story = { args: { pincode: '302001' } };

/** The North-East (Guwahati): a week, prepaid only. */
export const NoCashOnDelivery: Story = { args: { pincode: '781001' } };

/** The Andaman and Nicobar Islands: not served yet. */
export const NotServed: Story = { args: { pincode: '744101' } };

/** Delivery on a Sunday moves to Monday: 2 days from Friday 27 Nov is Sunday 29, so Monday 30 Nov. */
export const SundayMovesToMonday: Story = { args: { pincode: '110001', today: new Date(2026, 10, 27) } };

/** A pincode that is not 6 digits, or starts with 0: refused at the field, keeping what was typed. */
export const InvalidPincode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pincode = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(pincode, '01234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');
    await expect(pincode).toHaveAccessibleDescription(expect.stringContaining(PINCODE_MESSAGES.invalid));
    await expect(pincode).toHaveValue('01234');
  },
};
