import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Design system/Field/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password', required: true },
} satisfies Meta<typeof PasswordInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden at first; the eye button shows what was typed. */
export const Password: Story = {};

export const PasswordWithError: Story = {
  args: { error: 'Password must be at least 6 characters' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret1' } };
