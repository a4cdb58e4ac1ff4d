import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './FilterSection.stories';

const { Open, Collapsed, Scrolling, ScrollingNothingEnabled } = composeStories(stories);

describe('FilterSection', () => {
  it('is open by default, a group labelled by its heading button, and collapses on click', async () => {
    const user = userEvent.setup();
    const { container } = render(<Open />);
    const button = screen.getByRole('button', { name: 'Size' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'M (6)' })).not.toBeInTheDocument();
  });

  it('can start collapsed and opens on click', async () => {
    const user = userEvent.setup();
    render(<Collapsed />);
    const button = screen.getByRole('button', { name: 'Size' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('checkbox', { name: 'M (6)' })).toBeInTheDocument();
  });

  it('a scrolling list is scrolled through its options; out of the Tab order itself while one can take focus', async () => {
    const user = userEvent.setup();
    render(<Scrolling />);
    const group = screen.getByRole('group', { name: 'Brand' });
    expect(group).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Brand 1 (1)' })).toHaveFocus();
  });

  it('with every option disabled, the scrolling list itself takes focus from the keyboard (axe: scrollable-region-focusable)', async () => {
    const user = userEvent.setup();
    const { container } = render(<ScrollingNothingEnabled />);
    const group = screen.getByRole('group', { name: 'Brand' });
    expect(group).toHaveAttribute('tabindex', '0');
    await user.tab();
    await user.tab();
    expect(group).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});
