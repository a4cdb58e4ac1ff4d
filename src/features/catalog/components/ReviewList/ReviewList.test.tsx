import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ReviewList.stories';

const { Samples, WithSubmittedReview, MarkupInComment, Empty } = composeStories(stories);

describe('ReviewList', () => {
  it('shows each sample review as an article named by its author', () => {
    render(<Samples />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(articles[0]).toHaveAccessibleName('Ananya Iyer');
    const first = within(articles[0]!);
    expect(first.getByText('18 Oct 2026')).toHaveAttribute('datetime', '2026-10-18');
    expect(first.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(first.getByText(/Worth every rupee/)).toBeInTheDocument();
  });

  it('lists reviews in the order given (newest first)', () => {
    render(<WithSubmittedReview />);
    const names = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(names).toEqual(['Priya Sharma', 'Ananya Iyer', 'Rohit Verma', 'Meera Nair']);
    expect(screen.getByText('Rated 3 out of 5')).toBeInTheDocument();
  });

  it('never renders shopper text as HTML', () => {
    const { container } = render(<MarkupInComment />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> not HTML')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<b>Guest</b>' })).toBeInTheDocument();
  });

  it('says so when there are no reviews', () => {
    render(<Empty />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
  });

  it.each([
    ['Samples', Samples],
    ['WithSubmittedReview', WithSubmittedReview],
    ['MarkupInComment', MarkupInComment],
    ['Empty', Empty],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
