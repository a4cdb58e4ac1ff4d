import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './AddressBook.stories';

const { OneAddress, Several, Empty, Adding, EditingOne } = composeStories(stories);

const book = () =>
  screen.getByRole('heading', { level: 2, name: 'Saved addresses' }).closest('section') as HTMLElement;
const cards = () => within(book()).queryAllByRole('article');
const card = (label: string) => within(book()).getByRole('article', { name: new RegExp(`^${label} `) });

describe('AddressBook', () => {
  it('is a section under its h2, with no region whose name would be a second "Address" label', () => {
    render(<Several />);
    expect(book().tagName).toBe('SECTION');
    expect(screen.queryByRole('region', { name: /address/i })).not.toBeInTheDocument();
  });

  it('has a card per address in the order saved, the default marked', () => {
    render(<Several />);
    expect(within(book()).getByRole('heading', { level: 2, name: 'Saved addresses' })).toBeInTheDocument();
    expect(cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Home',
      'Work',
      'Other',
    ]);
    expect(within(card('Work')).getByText('Default')).toBeInTheDocument();
    expect(within(card('Home')).getByRole('button', { name: 'Make Home default' })).toBeInTheDocument();
  });

  it('tells a shopper without addresses, with Add address', () => {
    render(<Empty />);
    expect(within(book()).getByText('No saved addresses yet.')).toBeInTheDocument();
    expect(within(book()).getByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });

  it('adds an address: the form below the cards, then its card with focus on its Edit', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    render(<OneAddress onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: /^Address/ }), '22 Camac Street');
    await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Kolkata');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^State/ }), 'West Bengal');
    await user.type(within(form).getByRole('textbox', { name: /^Pincode/ }), '700017');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Work', address: '22 Camac Street' }),
    );
    expect(cards()).toHaveLength(2);
    await waitFor(() =>
      expect(within(card('Work')).getByRole('button', { name: 'Edit Work' })).toHaveFocus(),
    );
  });

  it('edits in place of the card; Cancel returns focus to its Edit', async () => {
    const user = userEvent.setup();
    render(<EditingOne />);
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByRole('textbox', { name: /^Address/ })).toHaveValue('4th Floor, 22 Camac Street');
    expect(cards()).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(card('Work')).getByRole('button', { name: 'Edit Work' })).toHaveFocus(),
    );
  });

  it('removes an address, the next becoming the default, focus on Add address; makes another the default', async () => {
    const user = userEvent.setup();
    const onRemove = fn();
    const onMakeDefault = fn();
    render(<Several onRemove={onRemove} onMakeDefault={onMakeDefault} />);
    await user.click(within(card('Work')).getByRole('button', { name: 'Remove Work' }));
    expect(onRemove).toHaveBeenCalledWith('address-work');
    expect(within(card('Other')).getByText('Default')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus());
    await user.click(within(card('Home')).getByRole('button', { name: 'Make Home default' }));
    expect(onMakeDefault).toHaveBeenCalledWith('address-home');
    expect(within(card('Home')).getByText('Default')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('Home')).getByRole('button', { name: 'Edit Home' })).toHaveFocus(),
    );
  });

  it.each([
    ['OneAddress', OneAddress],
    ['Several', Several],
    ['Empty', Empty],
    ['Adding', Adding],
    ['EditingOne', EditingOne],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
