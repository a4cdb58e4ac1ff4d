import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Footer.stories';

const { Default, Phone } = composeStories(stories);

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
    expect(within(policies).getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    expect(within(policies).getByRole('link', { name: 'Privacy Centre' })).toHaveAttribute(
      'href',
      '/privacy-centre',
    );
  });

  it('names the seller: its legal name, registered office and customer care', () => {
    render(<Default />);
    const address = screen.getByText(/Rangoli Retail Private Limited/).closest('address');
    expect(address).toHaveTextContent(
      'Rangoli Retail Private LimitedRegistered office: 221 Linking Road, Bandra West, Mumbai 400050',
    );
    expect(address).toHaveTextContent('Customer care');
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

  it.each([
    ['Default', Default],
    ['Phone', Phone],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
