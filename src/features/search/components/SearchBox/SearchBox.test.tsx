import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SearchBox.stories';

const { Empty, WithSuggestions, BrandSuggestion, CategorySuggestion, NoSuggestions, PageBox } =
  composeStories(stories);

const combobox = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchBox', () => {
  it('is a search landmark whose input is a combobox named "Search", collapsed at first', () => {
    render(<Empty />);
    expect(screen.getByRole('search')).toContainElement(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    const listId = combobox().getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    expect(document.getElementById(listId!)).toHaveAttribute('role', 'listbox');
  });

  it('submits the trimmed query; blank or whitespace-only submissions do nothing', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<Empty onSubmit={onSubmit} />);
    await user.type(combobox(), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(combobox());
    await user.type(combobox(), '  silk saree {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('silk saree');
  });

  it('opens up to 6 product suggestions from 2 typed characters', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.type(combobox(), 'k');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox(), 'u');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const options = await within(screen.getByRole('listbox', { name: 'Suggestions' })).findAllByRole(
      'option',
    );
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(6);
  });

  it('moves through the options with the arrow keys (aria-activedescendant), wrapping round', async () => {
    const user = userEvent.setup();
    render(<WithSuggestions />);
    await user.click(combobox());
    const options = await screen.findAllByRole('option');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    expect(combobox()).toHaveFocus();
  });

  it('Enter on the active suggestion chooses it instead of submitting', async () => {
    const onSelectSuggestion = jest.fn();
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<BrandSuggestion onSelectSuggestion={onSelectSuggestion} onSubmit={onSubmit} />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectSuggestion).toHaveBeenCalledWith({ kind: 'brand', brand: "Levi's" });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no active suggestion submits the typed query', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<CategorySuggestion onSubmit={onSubmit} />);
    await user.click(combobox());
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('wom');
  });

  it('a click on a suggestion chooses it', async () => {
    const onSelectSuggestion = jest.fn();
    const user = userEvent.setup();
    render(<CategorySuggestion onSelectSuggestion={onSelectSuggestion} />);
    await user.click(await screen.findByRole('option', { name: 'Women (category)' }));
    expect(onSelectSuggestion).toHaveBeenCalledWith({ kind: 'category', category: 'Women' });
  });

  it('ArrowDown on a closed list opens it on the first option; Alt+ArrowDown only opens it', async () => {
    const user = userEvent.setup();
    render(<WithSuggestions />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      (await screen.findAllByRole('option'))[0]!.id,
    );
    await user.keyboard('{Escape}{Alt>}{ArrowDown}{/Alt}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Esc closes the list, and a second Esc clears the box', async () => {
    const user = userEvent.setup();
    render(<WithSuggestions />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveValue('kurta');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('closes when focus leaves', async () => {
    const user = userEvent.setup();
    render(<WithSuggestions />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays collapsed when nothing matches', () => {
    render(<NoSuggestions />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('the page variant has a visible Search button and its own label', () => {
    render(<PageBox />);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('silk');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['Empty', Empty, 0],
    ['WithSuggestions', WithSuggestions, 6],
    ['BrandSuggestion', BrandSuggestion, 1],
    ['CategorySuggestion', CategorySuggestion, 1],
    ['PageBox', PageBox, 0],
  ])('%s has no axe violations', async (_name, Story, minOptions) => {
    const { container } = render(<Story />);
    // Open lists are checked with their options, which arrive in their own chunk.
    if (minOptions > 0)
      expect((await screen.findAllByRole('option')).length).toBeGreaterThanOrEqual(minOptions);
    expect(await axe(container)).toHaveNoViolations();
  });
});
