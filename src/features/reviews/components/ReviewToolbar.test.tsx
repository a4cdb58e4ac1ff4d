import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ReviewToolbar.stories';

const { Default, WithPhotosNewest, StarFilter, Choosing } = composeStories(stories);

const sortBox = () => screen.getByRole('combobox', { name: 'Sort reviews' });
const withPhotos = () => screen.getByRole('button', { name: 'With photos' });

describe('ReviewToolbar', () => {
  it("'Sort reviews' offers Most helpful (chosen), Newest, Highest rating and Lowest rating", () => {
    render(<Default />);
    expect(sortBox()).toHaveValue('helpful');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Most helpful',
      'Newest',
      'Highest rating',
      'Lowest rating',
    ]);
    expect(withPhotos()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('reports a new sort and the With photos toggle', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const onWithPhotosChange = jest.fn();
    render(<Default onSortChange={onSortChange} onWithPhotosChange={onWithPhotosChange} />);
    await user.selectOptions(sortBox(), 'Highest rating');
    expect(onSortChange).toHaveBeenCalledWith('highest');
    await user.click(withPhotos());
    expect(onWithPhotosChange).toHaveBeenLastCalledWith(true);
    expect(withPhotos()).toHaveAttribute('aria-pressed', 'true');
    await user.click(withPhotos());
    expect(onWithPhotosChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the choices it is given', () => {
    render(<WithPhotosNewest />);
    expect(sortBox()).toHaveValue('newest');
    expect(withPhotos()).toHaveAttribute('aria-pressed', 'true');
  });

  it("a star filter reads 'Showing 4-star reviews' with 'Clear filter'", async () => {
    const user = userEvent.setup();
    const onClearStars = jest.fn();
    render(<StarFilter onClearStars={onClearStars} />);
    const line = screen.getByText('Showing 4-star reviews');
    expect(line.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(onClearStars).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Showing 4-star reviews')).not.toBeInTheDocument();
  });

  it('the Choosing story plays', async () => {
    const { container } = render(<Choosing />);
    await Choosing.play?.({ canvasElement: container, args: Choosing.args, userEvent: userEvent.setup() });
    expect(sortBox()).toHaveValue('lowest');
  });

  it.each([
    ['Default', Default],
    ['StarFilter', StarFilter],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
