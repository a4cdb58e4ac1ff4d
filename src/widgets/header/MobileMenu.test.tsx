import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './MobileMenu.stories';

const { Open, Closed } = composeStories(stories);

describe('MobileMenu', () => {
  it('is a dialog named Menu with the categories, Sale, Wishlist, Orders, Contact us and the language switch', () => {
    render(<Open />);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Women', '/women'],
      ['Men', '/men'],
      ['Kids', '/kids'],
      ['Beauty', '/beauty'],
      ['Sale', '/sale'],
      ['Wishlist', '/wishlist'],
      ['Orders', '/orders'],
      ['Contact us', '/contact'],
      ['हिन्दी', '/hi/'],
    ]);
  });

  it('closes when a link is followed', async () => {
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
  });
});
