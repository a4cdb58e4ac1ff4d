import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AccountMenuPopup } from './AccountMenuPopup';

const guestItems = [
  { label: 'Login', to: '/login' },
  { label: 'Sign Up', to: '/signup' },
];
const shopperItems = [
  { label: 'My Profile', to: '/profile' },
  { label: 'Orders', to: '/orders' },
  { label: 'Logout', onSelect: fn() },
];

const meta = {
  title: 'Auth/AccountMenuPopup',
  component: AccountMenuPopup,
  args: {
    userName: null,
    items: guestItems,
    menuId: 'account-menu',
    labelId: 'account-menu-label',
    focusIndex: null,
    onFocusIndexChange: fn(),
    onClose: fn(),
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      // The popup is positioned under its button, at the right of the header.
      <div style={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenuPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest: Login and Sign Up, the menu named "Account". */
export const Guest: Story = {};

/** A signed-in shopper: their full name heads the menu; Logout is set apart. */
export const SignedIn: Story = { args: { userName: 'Priya Sharma', items: shopperItems } };

/** Opened from the keyboard: the first item has focus. */
export const FirstItemFocused: Story = {
  args: { userName: 'Priya Sharma', items: shopperItems, focusIndex: 0 },
};

/** A long name wraps inside the popup. */
export const LongName: Story = {
  args: { userName: 'Venkata Lakshmi Narasimha Subramanian', items: shopperItems },
};
