import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './AccountMenu.stories';

const { SignedOut, SignedOutOpen, SignedIn, SignedInOpen, LongName } = composeStories(stories);

const menuButton = (name: string) => screen.getByRole('button', { name });

describe('AccountMenu', () => {
  it.each([
    ['SignedOut', SignedOut],
    ['SignedOutOpen', SignedOutOpen],
    ['SignedIn', SignedIn],
    ['SignedInOpen', SignedInOpen],
    ['LongName', LongName],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a menu button named "Account" for guests, closed at first', () => {
    render(<SignedOut />);
    const button = menuButton('Account');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers guests Login and Sign Up', async () => {
    const user = userEvent.setup();
    render(<SignedOut />);
    await user.click(menuButton('Account'));
    expect(menuButton('Account')).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menuButton('Account')).toHaveAttribute('aria-controls', menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Login', 'Sign Up']);
    expect(items[0]).toHaveAttribute('href', '/login');
    expect(items[1]).toHaveAttribute('href', '/signup');
    // Clicking opens with focus on the first item.
    expect(items[0]).toHaveFocus();
  });

  it('names the button with the first name and heads the menu with the full name (not an item)', async () => {
    const user = userEvent.setup();
    render(<SignedIn />);
    await user.click(menuButton('Account: Priya'));
    const menu = screen.getByRole('menu', { name: 'Priya Sharma' });
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'My Profile',
      'Orders',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it('moves with the arrow keys (wrapping), Home, End and a first letter', async () => {
    const user = userEvent.setup();
    render(<SignedIn />);
    menuButton('Account: Priya').focus();
    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('My Profile')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Orders')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('My Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('My Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('o');
    expect(item('Orders')).toHaveFocus();
    await user.keyboard('m');
    expect(item('My Profile')).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and on the first with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<SignedIn />);
    const button = menuButton('Account: Priya');
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<SignedIn />);
    const button = menuButton('Account: Priya');
    await user.click(button);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with Tab, moving on to the next control', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SignedIn />
        <button type="button">Next</button>
      </>,
    );
    await user.click(menuButton('Account: Priya'));
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('closes on a click outside, and on a second click of its button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SignedIn />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(menuButton('Account: Priya'));
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(menuButton('Account: Priya'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(menuButton('Account: Priya'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Logout (by Enter or Space) closes the menu, returns focus and calls onLogout once', async () => {
    const user = userEvent.setup();
    const onLogout = fn();
    render(<SignedIn onLogout={onLogout} />);
    const button = menuButton('Account: Priya');
    button.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp} ');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('Space on a link item follows the link', async () => {
    const user = userEvent.setup();
    render(<SignedOutOpen />);
    const login = screen.getByRole('menuitem', { name: 'Login' });
    const onClick = jest.fn((event: MouseEvent) => event.preventDefault()); // a DOM listener, not a story arg
    login.addEventListener('click', onClick);
    login.focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
