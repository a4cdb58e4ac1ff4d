import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SignedInNotice } from './SignedInNotice';

const meta = {
  title: 'Auth/SignedInNotice',
  component: SignedInNotice,
  args: { name: 'Priya Sharma', email: 'priya@example.com' },
} satisfies Meta<typeof SignedInNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
