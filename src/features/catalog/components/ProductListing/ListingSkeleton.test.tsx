import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import * as stories from './ListingSkeleton.stories';

const { Grid, List, Filters } = composeStories(stories);

describe('ListingSkeleton', () => {
  it('keeps eight cards’ places in the grid, hidden from assistive technology', () => {
    const { container } = render(<Grid />);
    const skeleton = container.querySelector('[data-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.querySelector('ul')).toHaveAttribute('data-layout', 'grid');
    expect(skeleton?.querySelectorAll('li')).toHaveLength(8);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lays them out as rows in the list view', () => {
    const { container } = render(<List />);
    expect(container.querySelector('[data-skeleton] ul')).toHaveAttribute('data-layout', 'list');
  });

  it("keeps the filter column's place, hidden and marked as a skeleton", () => {
    const { container } = render(<Filters />);
    const room = container.querySelector('[data-skeleton]');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room?.childElementCount).toBe(0);
  });
});
