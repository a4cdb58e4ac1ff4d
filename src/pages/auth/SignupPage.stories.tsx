import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import SignupPage from './SignupPage';

/** Create an account: name, email, phone, password twice and the terms. */
const meta = {
  title: 'Pages/Sign up',
  component: SignupPage,
  parameters: { layout: 'fullscreen', route: '/signup' },
} satisfies Meta<typeof SignupPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign up' })).toBeVisible();
  },
};
