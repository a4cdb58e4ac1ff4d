import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './IconButton.stories';

const { Default, Outline, Solid, Pressed, NotPressed, Disabled, ViewToggle, LinkWithCount } =
  composeStories(stories);

describe('IconButton', () => {
  it.each([
    ['Default', Default],
    ['Outline', Outline],
    ['Solid', Solid],
    ['Pressed', Pressed],
    ['NotPressed', NotPressed],
    ['Disabled', Disabled],
    ['ViewToggle', ViewToggle],
    ['LinkWithCount', LinkWithCount],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is named by its label, with a hidden icon, and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Default onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-pressed');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('exposes its toggle state with aria-pressed', () => {
    const { unmount } = render(<Pressed />);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();
    render(<NotPressed />);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles between grid and list view', async () => {
    render(<ViewToggle />);
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
  });

  it('IconLink is a link named by its label, the count bubble hidden', () => {
    render(<LinkWithCount />);
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});
