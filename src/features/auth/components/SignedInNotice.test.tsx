import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './SignedInNotice.stories';

const { Default } = composeStories(stories);

describe('SignedInNotice', () => {
  it('names the shopper and links home and to the profile', async () => {
    const { container } = render(<Default />);
    expect(screen.getByText(/You are already signed in as/)).toHaveTextContent(
      'You are already signed in as Priya Sharma (priya@example.com).',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(await axe(container)).toHaveNoViolations();
  });
});
