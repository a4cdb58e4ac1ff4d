import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ServiceBadges.stories';

const { Default } = composeStories(stories);

describe('ServiceBadges', () => {
  it('shows Free Shipping, Easy Returns and Secure Payment with the business constants', () => {
    render(<Default />);
    const items = within(screen.getByRole('list', { name: 'Our promises' })).getAllByRole('listitem');
    expect(items.map((i) => i.firstElementChild?.nextElementSibling?.textContent)).toEqual([
      'Free Shipping',
      'Easy Returns',
      'Secure Payment',
    ]);
    expect(screen.getByText('On orders over ₹999')).toBeInTheDocument();
    expect(screen.getByText('Within 30 days')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
