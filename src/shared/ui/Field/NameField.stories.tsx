import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NameField } from './NameField';

const meta = {
  title: 'Design system/Field/NameField',
  component: NameField,
  args: { name: 'name', required: true },
} satisfies Meta<typeof NameField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Name": the contact, profile and shipping forms. */
export const Empty: Story = {};

/** "Full Name": the sign-up form's wording. */
export const FullName: Story = { args: { label: 'Full Name' } };

export const Filled: Story = { args: { defaultValue: 'Priya Sharma' } };

export const WithError: Story = { args: { error: 'Name is required' } };

/** While the form is sending. */
export const Busy: Story = { args: { defaultValue: 'Priya Sharma', readOnly: true } };

export const OptionalWithHint: Story = {
  args: { label: 'Recipient', required: false, hint: 'Optional: leave empty to use your own name' },
};
