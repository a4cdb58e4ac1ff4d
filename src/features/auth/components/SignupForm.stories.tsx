import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn, userEvent, within } from 'storybook/test';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Auth/SignupForm',
  component: SignupForm,
  args: { onSubmit: fn(), loading: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignupForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: every required message, including the terms box. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Account' }));
  },
};

/** Submitted with wrong values: the format messages (short name, bad email and phone, short and mismatched passwords). */
export const FormatErrors: Story = {
  args: {
    defaultValues: {
      name: 'A',
      email: 'asha.example.com',
      phone: '12345',
      password: 'abc',
      confirmPassword: 'abd',
      terms: true,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Account' }));
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    defaultValues: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      password: 'secret1',
      confirmPassword: 'secret1',
      terms: true,
    },
  },
};
