import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './NoResults.stories';

const { NoMatch, FilteredOut } = composeStories(stories);

describe('NoResults', () => {
  it("says 'No products found' and offers Clear Search", async () => {
    const onClearSearch = jest.fn();
    const user = userEvent.setup();
    render(<NoMatch onClearSearch={onClearSearch} />);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText(/sneakers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onClearSearch).toHaveBeenCalledTimes(1);
  });

  it('offers Clear All Filters when the filters left nothing', async () => {
    const onClearFilters = jest.fn();
    const user = userEvent.setup();
    render(<FilteredOut onClearFilters={onClearFilters} />);
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Clear Search' })).toBeInTheDocument();
  });

  it.each([
    ['NoMatch', NoMatch],
    ['FilteredOut', FilteredOut],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
