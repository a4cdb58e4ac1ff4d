import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ReviewList.stories';
import { MANY } from './storyFixtures';

const { Samples, WithOwnAndOneStar, Many, ShowMore, NoMatch, Empty } = composeStories(stories);

const names = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('ReviewList', () => {
  it('shows each review as an article, in the order given', () => {
    render(<WithOwnAndOneStar />);
    expect(names()).toEqual(['Priya Sharma', 'Kavya Reddy', 'Ananya Iyer', 'Rohit Verma', 'Meera Nair']);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it("shows 5, then 5 more per 'Show more reviews', focus on the first new one", async () => {
    const user = userEvent.setup();
    render(<Many />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('article', { name: 'Shopper 6' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('article', { name: 'Shopper 11' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('starts again at 5 when its page key changes (a new sort or filter), not when a review changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Many pageKey="helpful" />);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    rerender(<Many pageKey="helpful" reviews={MANY.map((r) => ({ ...r }))} />);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    rerender(<Many pageKey="newest" />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('the ShowMore story plays', async () => {
    const { container } = render(<ShowMore />);
    await ShowMore.play?.({ canvasElement: container, args: ShowMore.args, userEvent: userEvent.setup() });
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('passes Helpful and Delete on with the review id', async () => {
    const user = userEvent.setup();
    const onToggleHelpful = jest.fn();
    const onDelete = jest.fn();
    render(<WithOwnAndOneStar onToggleHelpful={onToggleHelpful} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Helpful (12)' }));
    expect(onToggleHelpful).toHaveBeenCalledWith('sample-1');
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('own-1');
  });

  it('after a delete, focus goes to the review that took its place', async () => {
    const user = userEvent.setup();
    render(<WithOwnAndOneStar />);
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('article', { name: 'Priya Sharma' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Kavya Reddy' })).toHaveFocus());
  });

  it('after deleting the last review, focus goes to the empty state', async () => {
    const user = userEvent.setup();
    render(<WithOwnAndOneStar reviews={[WithOwnAndOneStar.args.reviews![0]!]} />);
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const empty = screen.getByText('No reviews yet. Be the first to write one.');
    await waitFor(() => expect(empty.parentElement).toHaveFocus());
  });

  it("a filter matching nothing says so, with 'Clear filters'", async () => {
    const user = userEvent.setup();
    const onClearFilters = jest.fn();
    render(<NoMatch onClearFilters={onClearFilters} />);
    expect(screen.getByText('No reviews match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('without reviews and filters, invites the first', () => {
    render(<Empty />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No reviews yet. Be the first to write one.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['Samples', Samples],
    ['WithOwnAndOneStar', WithOwnAndOneStar],
    ['Many', Many],
    ['NoMatch', NoMatch],
    ['Empty', Empty],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
