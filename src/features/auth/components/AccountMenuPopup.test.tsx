import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './AccountMenuPopup.stories';

const { Guest, SignedIn, FirstItemFocused, LongName } = composeStories(stories);

describe('AccountMenuPopup', () => {
  it.each([
    ['Guest', Guest],
    ['SignedIn', SignedIn],
    ['FirstItemFocused', FirstItemFocused],
    ['LongName', LongName],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a guest menu is named "Account" with Login and Sign Up', () => {
    render(<Guest />);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Login', 'Sign Up']);
  });

  it("a shopper's menu is named by their full name; the first item takes focus when asked", () => {
    render(<FirstItemFocused />);
    expect(screen.getByRole('menu', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  });

  it('keys: ArrowDown and End move, a letter jumps, Escape closes with focus back on the button', () => {
    const onFocusIndexChange = fn();
    const onClose = fn();
    render(<FirstItemFocused onFocusIndexChange={onFocusIndexChange} onClose={onClose} />);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'm' });
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    expect(onFocusIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('choosing an item reports it', () => {
    const onSelect = fn();
    render(<SignedIn onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: 'Logout' }));
  });
});
