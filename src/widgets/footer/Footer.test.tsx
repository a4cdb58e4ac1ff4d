import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Footer.stories';

const { Default } = composeStories(stories);

describe('Footer', () => {
  it('links every category, the sale and the customer policies', () => {
    render(<Default />);
    const shopping = screen.getByRole('navigation', { name: 'Online Shopping' });
    expect(
      within(shopping)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/women', '/men', '/kids', '/beauty', '/sale']);
    const policies = screen.getByRole('navigation', { name: 'Customer Policies' });
    expect(within(policies).getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
      'href',
      '/return-policy',
    );
    expect(within(policies).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('gives the phone and email as links', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: /^\+91/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91/),
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
