import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Header.stories';

const { Guest, WithCartAndWishlist, SignedIn, OnACategory } = composeStories(stories);

describe('Header', () => {
  it('names the cart and wishlist with their counts', () => {
    render(<Guest />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
  });

  it('counts the items in the cart (quantities) and the saved products', () => {
    render(<WithCartAndWishlist />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
  });

  it('names the signed-in shopper on the account button', () => {
    render(<SignedIn />);
    expect(screen.getByRole('button', { name: /^Account: Priya/ })).toBeInTheDocument();
  });

  it('marks the current category in the main navigation', () => {
    const { container } = render(<OnACategory />);
    // The desktop navigation shows from 768 px (jsdom applies no media queries: it stays hidden here).
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Main"]');
    expect(nav).not.toBeNull();
    const link = (name: string) =>
      [...(nav?.querySelectorAll('a') ?? [])].find((a) => a.textContent === name);
    expect(link('Women')).toHaveAttribute('aria-current', 'page');
    expect(link('Men')).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['Guest', Guest],
    ['WithCartAndWishlist', WithCartAndWishlist],
    ['SignedIn', SignedIn],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
