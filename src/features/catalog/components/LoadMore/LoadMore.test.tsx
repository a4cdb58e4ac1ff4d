import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './LoadMore.stories';

const { MoreToLoad, LastPage, AllShown } = composeStories(stories);

describe('LoadMore', () => {
  it('says how many are shown and offers "Load more"', async () => {
    const onLoadMore = jest.fn();
    render(<MoreToLoad onLoadMore={onLoadMore} />);
    expect(screen.getByText('Showing 24 of 51 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('still offers the last page', () => {
    render(<LastPage />);
    expect(screen.getByText('Showing 48 of 51 products')).toBeInTheDocument();
  });

  it('renders nothing once everything is shown', () => {
    const { container } = render(<AllShown />);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['MoreToLoad', MoreToLoad],
    ['LastPage', LastPage],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
