import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './AddressFields.stories';

const { Empty, Filled, WithErrors } = composeStories(stories);

describe('AddressFields', () => {
  it('has Address, City, State and Pincode, labelled and required; Pincode on the numeric keypad, never cut off', () => {
    render(<Empty />);
    for (const name of [/^Address/, /^City/, /^Pincode/])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /^Pincode/ })).toHaveAttribute('inputmode', 'numeric');
    // A seventh digit is the rule's to refuse with its message: no maxLength cuts it to another pincode.
    expect(screen.getByRole('textbox', { name: /^Pincode/ })).not.toHaveAttribute('maxlength');
  });

  it('shows the values of the form', () => {
    render(<Filled />);
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('14 Park Street');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('West Bengal');
    expect(screen.getByRole('textbox', { name: /^Pincode/ })).toHaveValue('700016');
  });

  it('links each message to its field', async () => {
    const { container } = render(<WithErrors />);
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(
      expect.stringContaining('Address is required'),
    );
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription('State is required');
    expect(screen.getByRole('textbox', { name: /^Pincode/ })).toHaveAccessibleDescription(
      'Please enter a valid 6-digit pincode',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
