import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ViewToggle.stories';

const { GridSelected, ListSelected } = composeStories(stories);

describe('ViewToggle', () => {
  it('has "Grid view" and "List view" toggle buttons in a group, the current one pressed', () => {
    render(<GridSelected />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('presses List view when the list is shown', () => {
    render(<ListSelected />);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('calls back with the view chosen, by mouse or keyboard', async () => {
    const onChange = jest.fn();
    render(<GridSelected onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(onChange).toHaveBeenLastCalledWith('list');
    screen.getByRole('button', { name: 'Grid view' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('grid');
  });

  it.each([
    ['GridSelected', GridSelected],
    ['ListSelected', ListSelected],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
