import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './BenefitsStrip.stories';

const { Default, CustomHeading } = composeStories(stories);

describe('BenefitsStrip', () => {
  it('lists the four benefits with the business constants', () => {
    render(<Default />);
    const section = screen.getByRole('region', { name: 'Why shop with Rangoli' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Free Shipping', 'Secure Payment', 'Easy Returns', '24/7 Support']);
    expect(within(section).getByText('On orders over ₹999')).toBeInTheDocument();
    expect(within(section).getByText('30-day return policy')).toBeInTheDocument();
  });

  it('is labelled by the heading it is given', () => {
    render(<CustomHeading />);
    expect(screen.getByRole('region', { name: 'Shopping with us' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
