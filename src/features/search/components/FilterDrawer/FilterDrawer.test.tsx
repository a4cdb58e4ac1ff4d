import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './FilterDrawer.stories';

const { Closed, Open, WithActiveFilters } = composeStories(stories);

describe('FilterDrawer and FiltersButton', () => {
  it('the Filters button opens a dialog named Filters holding the panel', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  });

  it('shows how many filters are active on the button', async () => {
    const user = userEvent.setup();
    render(<WithActiveFilters />);
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: /^Peter England/ }));
    expect(screen.getByRole('button', { name: 'Filters (3 active)', hidden: true })).toBeInTheDocument();
  });

  it('traps focus, closes on Esc and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('the footer button shows the number of products and closes the drawer', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ }));
    const show = within(dialog).getByRole('button', { name: /^Show \d+ products?$/ });
    await user.click(show);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Closed', Closed],
    ['Open', Open],
    ['WithActiveFilters', WithActiveFilters],
  ])('%s has no axe violations', async (_name, Story) => {
    render(<Story />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
