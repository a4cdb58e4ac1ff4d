import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
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

/**
 * Signed in: the button names the shopper. ArrowDown opens the menu on its first item, the arrows
 * move through it, Escape closes it and focus goes back to the button.
 */
export const SignedIn: Story = {
  args: { user: priya },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Account: Priya' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu', { name: 'Priya Sharma' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['My Profile', 'Orders', 'Logout']);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const SignedInOpen: Story = { args: { user: priya, defaultOpen: true } };

export const LongName: Story = {
  args: { user: { name: 'Venkata Lakshmi Narasimha Subramanian', firstName: 'Venkata' }, defaultOpen: true },
};
