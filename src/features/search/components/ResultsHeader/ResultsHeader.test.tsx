import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ResultsHeader.stories';

const { Default, OneResult, NoneFound, NothingToSort, SortedByPrice, ListView, WithFiltersButton } =
  composeStories(stories);

describe('ResultsHeader', () => {
  it('shows the heading and the count', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results for "kurta"' })).toBeInTheDocument();
    expect(screen.getByText('8 products found')).toBeInTheDocument();
  });

  it('says "1 product found" and "0 products found"', () => {
    const { unmount } = render(<OneResult />);
    expect(screen.getByText('1 product found')).toBeInTheDocument();
    unmount();
    render(<NoneFound />);
    expect(screen.getByText('0 products found')).toBeInTheDocument();
  });

  it('offers the four search sorts in a select labelled "Sort by"', async () => {
    const onSortChange = jest.fn();
    const user = userEvent.setup();
    render(<SortedByPrice onSortChange={onSortChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('priceLowToHigh');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
    ]);
    await user.selectOptions(select, 'Highest Rated');
    await waitFor(() => expect(onSortChange).toHaveBeenCalledWith('rating'));
  });

  it('has Grid view and List view toggle buttons', async () => {
    const onViewChange = jest.fn();
    const user = userEvent.setup();
    render(<ListView onViewChange={onViewChange} />);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(onViewChange).toHaveBeenCalledWith('grid');
  });

  it('shows only the count when there is nothing to sort', () => {
    render(<NothingToSort />);
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grid view' })).not.toBeInTheDocument();
  });

  it('holds the Filters button when given', () => {
    render(<WithFiltersButton />);
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['OneResult', OneResult],
    ['ListView', ListView],
    ['WithFiltersButton', WithFiltersButton],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
