import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { searchHeading } from '@/shared/lib/firstLoadText';
import * as stories from './SearchSkeleton.stories';

const { WithQuery, BeforeTheHints, AsBuilt } = composeStories(stories);

describe('SearchSkeleton', () => {
  it("shows the search's heading and says the products are loading, the placeholders hidden from assistive technology", async () => {
    const { container } = render(<WithQuery />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(searchHeading('shirt'));
    expect(screen.getByText('Loading products…')).toHaveAttribute('role', 'status');
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-skeleton] li')).toHaveLength(8);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("keeps a slot for the query in the heading, between searchHeading's words, for the route hints to fill", () => {
    const { container } = render(<BeforeTheHints />);
    const slot = container.querySelector('[data-shell-query]');
    expect(slot).toBeEmptyDOMElement();
    slot!.textContent = 'saree';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(searchHeading('saree'));
  });

  it('is hidden until the route hints show it, as the build renders it into the shell', () => {
    const { container } = render(<AsBuilt />);
    expect(container.querySelector('[data-shell-search]')).not.toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
