import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './StateSelect.stories';

const { Empty, Chosen, UnionTerritory, WithError } = composeStories(stories);

describe('StateSelect', () => {
  it('is a required select of the 28 states and 8 union territories, in two groups', () => {
    render(<Empty />);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('');
    expect(state).toHaveAttribute('aria-required', 'true');
    expect(within(state).getByRole('option', { name: 'Select a state' })).toHaveValue('');
    expect(within(within(state).getByRole('group', { name: 'States' })).getAllByRole('option')).toHaveLength(
      28,
    );
    expect(
      within(within(state).getByRole('group', { name: 'Union Territories' })).getAllByRole('option'),
    ).toHaveLength(8);
  });

  it('shows the state chosen, a union territory too', () => {
    const { unmount } = render(<Chosen />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('West Bengal');
    unmount();
    render(<UnionTerritory />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Jammu and Kashmir');
  });

  it('shows its error, linked and marked invalid', () => {
    render(<WithError />);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription('State is required');
  });

  it.each([
    ['Empty', Empty],
    ['Chosen', Chosen],
    ['UnionTerritory', UnionTerritory],
    ['WithError', WithError],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
