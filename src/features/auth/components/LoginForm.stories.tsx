import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), loading: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { email: 'priya@example.com', password: 'secret1', remember: false } },
};

/** Submitted with a bad email and a short password: the spec's messages at each field, focus on the first. */
export const Errors: Story = {
  args: { defaultValues: { email: 'priya@example', password: '123' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(FIELD_MSG.passwordShort);
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('priya@example');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValues: { email: 'priya@example.com', password: 'secret1' } },
};
