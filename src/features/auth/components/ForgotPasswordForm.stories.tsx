import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), loading: false, sent: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Errors: Story = {
  args: { defaultValues: { email: 'priya@example' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true, defaultValues: { email: 'priya@example.com' } } };

export const Sent: Story = { args: { sent: true, defaultValues: { email: 'priya@example.com' } } };
