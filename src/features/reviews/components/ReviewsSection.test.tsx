import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ReviewsSection.stories';

const { Garment, FourStarFilter, NoMatch, NotAGarment, FewFitAnswers } = composeStories(stories);

const authors = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('ReviewsSection', () => {
  it('lays out the summary, the fit, the toolbar, the reviews and the form', () => {
    render(<Garment />);
    expect(screen.getByText('Rated 4.6 out of 5 from 4,380 ratings')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fit' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort reviews' })).toHaveValue('helpful');
    expect(screen.getByRole('button', { name: 'With photos' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('form', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it("a bar filters to its rating, with 'Showing {k}-star reviews'; 'Clear filter' clears it", async () => {
    const user = userEvent.setup();
    const onFilterChange = jest.fn();
    render(<Garment onFilterChange={onFilterChange} />);
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ stars: 4, withPhotos: false });
    expect(authors()).toEqual(['Rohit Verma', 'Meera Nair']);
    expect(screen.getByText('Showing 4-star reviews')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ stars: null, withPhotos: false });
    expect(screen.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it("'With photos' and the sort reach the page", async () => {
    const user = userEvent.setup();
    const onFilterChange = jest.fn();
    const onSortChange = jest.fn();
    render(<Garment onFilterChange={onFilterChange} onSortChange={onSortChange} />);
    await user.click(screen.getByRole('button', { name: 'With photos' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ stars: null, withPhotos: true });
    expect(authors()).toEqual(['Priya Sharma']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Newest');
    expect(onSortChange).toHaveBeenCalledWith('newest');
  });

  it('a filter matching nothing offers to clear every filter', async () => {
    const user = userEvent.setup();
    const onFilterChange = jest.fn();
    render(<NoMatch onFilterChange={onFilterChange} />);
    expect(screen.getByText('No reviews match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ stars: null, withPhotos: false });
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows the star filter it is given', () => {
    render(<FourStarFilter />);
    expect(screen.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(authors()).toEqual(['Rohit Verma', 'Meera Nair']);
  });

  it('has no fit summary for a product without garment sizes; says when answers are too few', () => {
    const { unmount } = render(<NotAGarment />);
    expect(screen.queryByRole('region', { name: 'Fit' })).not.toBeInTheDocument();
    unmount();
    render(<FewFitAnswers />);
    expect(screen.getByText('Not enough fit answers yet')).toBeInTheDocument();
  });

  it.each([
    ['Garment', Garment],
    ['FourStarFilter', FourStarFilter],
    ['NoMatch', NoMatch],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
