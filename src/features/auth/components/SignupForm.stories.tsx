import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(FIELD_MSG.nameRequired);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      FIELD_MSG.confirmRequired,
    );
    const terms = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    await expect(terms).toHaveAccessibleDescription(FIELD_MSG.termsRequired);
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(FIELD_MSG.nameShort);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    await expect(canvas.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.phoneInvalid),
    );
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      FIELD_MSG.passwordsMismatch,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
