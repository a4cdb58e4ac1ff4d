import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './RatingSummary.stories';

const { Default, FourStarsPressed, PressAndClear, NoRatings } = composeStories(stories);

const bar = (name: string) => screen.getByRole('button', { name });

describe('RatingSummary', () => {
  it('reads "Rated 4.6 out of 5 from 4,380 ratings"', () => {
    render(<Default />);
    expect(screen.getByText('Rated 4.6 out of 5 from 4,380 ratings')).toBeInTheDocument();
  });

  it('has five toggle bars, 5 stars down to 1, each with its share and its count in its title', () => {
    render(<Default />);
    const bars = screen.getAllByRole('button');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
    for (const b of bars) expect(b).toHaveAttribute('aria-pressed', 'false');
    // 2714 of 4380 is 62%; 131 is 3%.
    expect(bar('5 stars')).toHaveAccessibleDescription(expect.stringContaining('62%'));
    // The share is beside the button, not in it: the button's visible text is its name (label in name).
    expect(bar('5 stars')).not.toHaveTextContent('62%');
    expect(bar('5 stars')).toHaveAttribute('title', '2,714 ratings');
    expect(bar('5 stars')).toHaveAccessibleDescription('62% 2,714 ratings');
    expect(bar('1 star')).toHaveAccessibleDescription(expect.stringContaining('3%'));
    expect(bar('1 star')).toHaveAttribute('title', '131 ratings');
  });

  it('pressing a bar selects its stars; pressing it again clears the filter', async () => {
    const user = userEvent.setup();
    const onSelectStars = jest.fn();
    render(<Default onSelectStars={onSelectStars} />);
    await user.click(bar('4 stars'));
    expect(onSelectStars).toHaveBeenLastCalledWith(4);
    expect(bar('4 stars')).toHaveAttribute('aria-pressed', 'true');
    await user.click(bar('2 stars'));
    expect(onSelectStars).toHaveBeenLastCalledWith(2);
    expect(bar('4 stars')).toHaveAttribute('aria-pressed', 'false');
    await user.click(bar('2 stars'));
    expect(onSelectStars).toHaveBeenLastCalledWith(null);
  });

  it('shows the pressed bar it is given', () => {
    render(<FourStarsPressed />);
    expect(bar('4 stars')).toHaveAttribute('aria-pressed', 'true');
    expect(bar('5 stars')).toHaveAttribute('aria-pressed', 'false');
  });

  it('the PressAndClear story plays to no filter', async () => {
    const { container } = render(<PressAndClear />);
    await PressAndClear.play?.({
      canvasElement: container,
      args: PressAndClear.args,
      userEvent: userEvent.setup(),
    });
    expect(PressAndClear.args.onSelectStars).toHaveBeenLastCalledWith(null);
  });

  it('without ratings every share is 0%, and one rating is "1 rating"', () => {
    render(<NoRatings />);
    expect(screen.getByText('Rated 0.0 out of 5 from 0 ratings')).toBeInTheDocument();
    expect(bar('3 stars')).toHaveAccessibleDescription(expect.stringContaining('0%'));
    expect(bar('3 stars')).toHaveAttribute('title', '0 ratings');
  });

  it('a single rating is titled "1 rating"', () => {
    render(<Default counts={[0, 0, 1, 0, 0]} reviews={1} rating={3} />);
    expect(bar('3 stars')).toHaveAttribute('title', '1 rating');
    expect(bar('3 stars')).toHaveAccessibleDescription(expect.stringContaining('100%'));
  });

  it.each([
    ['Default', Default],
    ['FourStarsPressed', FourStarsPressed],
    ['NoRatings', NoRatings],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
