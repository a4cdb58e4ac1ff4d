import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Design system/Field/PhoneField',
  component: PhoneField,
  args: { name: 'phone', required: true },
} satisfies Meta<typeof PhoneField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The sign-up form shows the expected format. */
export const WithFormatHint: Story = { args: { hint: 'e.g. +91 98765 43210' } };

export const Filled: Story = { args: { defaultValue: '+91 98765 43210' } };

export const WithError: Story = {
  args: { defaultValue: '12345', hint: 'e.g. +91 98765 43210', error: 'Please enter a valid phone number' },
};

/** While the form is sending. */
export const Busy: Story = { args: { defaultValue: '+91 98765 43210', readOnly: true } };

/** The contact form's phone: not required, "Optional" under it. */
export const Optional: Story = { args: { required: false, hint: 'Optional' } };
