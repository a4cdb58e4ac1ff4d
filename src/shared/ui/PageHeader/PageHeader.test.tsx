import { createRef } from 'react';
import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './PageHeader.stories';

const { WithCount, OneItem, TitleOnly, FocusableHeading, WithContentBelow, Section, SectionTitleOnly } =
  composeStories(stories);

describe('PageHeader', () => {
  it('shows the page h1 and the line beside it', () => {
    render(<WithCount />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Your Cart' });
    expect(heading).not.toHaveAttribute('tabindex');
    expect(screen.getByText('3 items').tagName).toBe('P');
    expect(heading.parentElement).toContainElement(screen.getByText('3 items'));
  });

  it('leaves the line out when there is none', () => {
    const { container } = render(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });

  it.each([false, ''])('leaves the line out for %j (a `count > 0 && label` that is false)', (subtitle) => {
    const { container } = render(<OneItem subtitle={subtitle} />);
    expect(container.querySelector('p')).toBeNull();
  });

  it('lets the page focus the heading without making it a tab stop', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<FocusableHeading headingRef={ref} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'My Wishlist' });
    expect(ref.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });

  it('puts what it is given under the heading', () => {
    render(<WithContentBelow />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Checkout' });
    const steps = screen.getByRole('list', { name: 'Checkout progress' });
    expect(heading.nextElementSibling).toBe(steps);
  });

  it('heads a section with an h2 that names it', () => {
    render(<Section />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Featured Products' });
    expect(heading).toHaveAttribute('id', 'featured-heading');
    expect(screen.getByRole('region', { name: 'Featured Products' })).toContainElement(heading);
    expect(screen.getByText('Handpicked for the season')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([
    ['WithCount', WithCount],
    ['OneItem', OneItem],
    ['TitleOnly', TitleOnly],
    ['FocusableHeading', FocusableHeading],
    ['WithContentBelow', WithContentBelow],
    ['Section', Section],
    ['SectionTitleOnly', SectionTitleOnly],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
