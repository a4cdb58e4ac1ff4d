import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './AddressForm.stories';

const { New, Editing, WithErrors, InvalidPincode } = composeStories(stories);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save address' }));

describe('AddressForm', () => {
  it('has Full Name, Phone, Address, City, State, Pincode and a Label group, Full Name focused', async () => {
    render(<New />);
    const form = screen.getByRole('form', { name: 'New address' });
    for (const name of [/^Full Name/, /^Phone/, /^Address/, /^City/, /^Pincode/])
      expect(within(form).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    expect(field(/^Pincode/)).toHaveAttribute('inputmode', 'numeric');
    const label = within(form).getByRole('radiogroup', { name: 'Label' });
    expect(
      within(label)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Home', 'Work', 'Other']);
    expect(within(label).getByRole('radio', { name: 'Work' })).toBeChecked();
    await waitFor(() => expect(field(/^Full Name/)).toHaveFocus());
  });

  it('shows each message at its field and focuses the first', async () => {
    const onSave = fn();
    render(<WithErrors onSave={onSave} />);
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(field(/^Full Name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Phone is required');
    expect(field(/^City/)).toHaveAccessibleDescription('City is required');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription('State is required');
    expect(field(/^Pincode/)).toHaveAccessibleDescription('Pincode is required');
    expect(field(/^Full Name/)).toHaveFocus();
  });

  it('wants a 6-digit pincode that does not start with 0, and keeps what was typed', async () => {
    const onSave = fn();
    render(<InvalidPincode onSave={onSave} />);
    await save();
    expect(field(/^Pincode/)).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    expect(field(/^Pincode/)).toHaveValue('070016');
    expect(field(/^Address/)).toHaveValue('14 Park Street');
    // A seventh digit is refused with the usual message, never cut off to another real pincode.
    await userEvent.clear(field(/^Pincode/));
    await userEvent.type(field(/^Pincode/), '7000161');
    expect(field(/^Pincode/)).toHaveValue('7000161');
    await save();
    expect(field(/^Pincode/)).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    expect(onSave).not.toHaveBeenCalled();
    // A space typed or pasted is dropped as it is entered.
    await userEvent.clear(field(/^Pincode/));
    await userEvent.type(field(/^Pincode/), ' 700 016');
    expect(field(/^Pincode/)).toHaveValue('700016');
    await save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ pincode: '700016', label: 'Home' });
  });

  it('saves an edited address with its new label; Cancel saves nothing', async () => {
    const onSave = fn();
    const onCancel = fn();
    render(<Editing onSave={onSave} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      label: 'Other',
      name: 'Priya Sharma',
      phone: '+91 98765 43210',
      address: '14 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['New', New],
    ['Editing', Editing],
    ['WithErrors', WithErrors],
  ])('%s has no axe violations, also with its errors shown', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
    await save();
    expect(await axe(container)).toHaveNoViolations();
  });
});
