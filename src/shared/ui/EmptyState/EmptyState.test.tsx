import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './EmptyState.stories';

const { EmptyCart, EmptyWishlist, NoResults, TitleOnly } = composeStories(stories);

describe('EmptyState', () => {
  it('shows an h2 title, the message and the action', async () => {
    const { container } = render(<EmptyCart />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Looks like you have not added anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the heading level it is given', async () => {
    const { container } = render(<NoResults />);
    expect(screen.getByRole('heading', { level: 3, name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['EmptyWishlist', EmptyWishlist],
    ['TitleOnly', TitleOnly],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
