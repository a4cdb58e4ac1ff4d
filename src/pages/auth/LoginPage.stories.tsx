import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
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
