import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Auth/AccountMenu',
  component: AccountMenu,
  args: { user: null, onLogout: fn(), defaultOpen: false },
  decorators: [
    (Story) => (
      // Right-aligned like the header, with room below for the open menu.
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

const priya = { name: 'Priya Sharma', firstName: 'Priya' };

export const SignedOut: Story = {};

export const SignedOutOpen: Story = { args: { defaultOpen: true } };

export const SignedIn: Story = { args: { user: priya } };

export const SignedInOpen: Story = { args: { user: priya, defaultOpen: true } };

export const LongName: Story = {
  args: { user: { name: 'Venkata Lakshmi Narasimha Subramanian', firstName: 'Venkata' }, defaultOpen: true },
};
