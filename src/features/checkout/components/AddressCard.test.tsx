import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './AddressCard.stories';

const { Default, NotDefault, LongAddress } = composeStories(stories);

describe('AddressCard', () => {
  it('shows the label, name, address and phone; the default reads Default and has no Make default', () => {
    render(<Default />);
    const card = screen.getByRole('article', { name: 'Home 14 Park Street, Kolkata 700016, West Bengal' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Home' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Priya Sharma');
    expect(card).toHaveTextContent('+91 98765 43210');
    expect(within(card).getByText('Default')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit Home', 'Remove Home']);
  });

  it("names its buttons by the address's label, 'Make default' shown whole", () => {
    render(<NotDefault />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Edit Work',
      'Remove Work',
      'Make Work default',
    ]);
    // What shows of Edit and Remove is where their names start (said aloud, they match).
    expect(screen.getByRole('button', { name: 'Edit Work' })).toBeVisible();
    expect(screen.getByText('Make Work default')).toBeVisible();
  });

  it('offers Make default on another address, and each button calls its handler', async () => {
    const user = userEvent.setup();
    const onEdit = fn();
    const onRemove = fn();
    const onMakeDefault = fn();
    render(<NotDefault onEdit={onEdit} onRemove={onRemove} onMakeDefault={onMakeDefault} />);
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Work' }));
    await user.click(screen.getByRole('button', { name: 'Remove Work' }));
    await user.click(screen.getByRole('button', { name: 'Make Work default' }));
    expect([onEdit, onRemove, onMakeDefault].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it.each([
    ['Default', Default],
    ['NotDefault', NotDefault],
    ['LongAddress', LongAddress],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
