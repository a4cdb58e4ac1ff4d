import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './FiltersButton.stories';

const { NoneActive, WithActiveFilters, Expanded } = composeStories(stories);

describe('FiltersButton', () => {
  it('is named Filters, says it opens a dialog, and calls onClick', async () => {
    const onClick = jest.fn();
    render(<NoneActive onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('counts the active filters in its name, and says when its drawer is open', () => {
    render(<WithActiveFilters />);
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
    render(<Expanded />);
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<WithActiveFilters />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
