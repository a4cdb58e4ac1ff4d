import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import ForgotPasswordPage from './ForgotPasswordPage';

/** Forgotten password: one email field, then the answer. */
const meta = {
  title: 'Pages/Forgot password',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reset password' })).toBeVisible();
  },
};
