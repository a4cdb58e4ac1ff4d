import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import LoginPage from './LoginPage';

/** Sign in: email, password, Remember me, and the links to sign up and reset a password. */
const meta = {
  title: 'Pages/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible();
  },
};

/**
 * 'Sign In' pressed with nothing typed: each field says what it needs, linked to it (its
 * description, `aria-invalid`), and focus is on the first, Email. Nothing is sent.
 */
export const SubmittedEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(FIELD_MSG.passwordRequired);
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * An email without its domain's dot and a 3-character password: the spec's messages for a bad
 * format ('Please enter a valid email', 'Password must be at least 6 characters'), what was typed
 * kept, focus on the first field in error. (Sign-in has no wrong-password answer: the spec's sign-in
 * takes any valid email and password.)
 */
export const InvalidDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(email, 'priya@example');
    await userEvent.type(password, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(email).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    await expect(password).toHaveAccessibleDescription(FIELD_MSG.passwordShort);
    await expect(email).toHaveValue('priya@example');
    await expect(email).toHaveFocus();
  },
};
