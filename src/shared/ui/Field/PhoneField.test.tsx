import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './PhoneField.stories';

const { Empty, WithFormatHint, Filled, WithError, Busy, Optional } = composeStories(stories);

const field = () => screen.getByRole('textbox', { name: 'Phone' });

describe('PhoneField', () => {
  it('is a "Phone" input of type tel, with the tel autocomplete and the phone keypad', () => {
    render(<Empty />);
    expect(field()).toHaveAttribute('type', 'tel');
    expect(field()).toHaveAttribute('autocomplete', 'tel');
    expect(field()).toHaveAttribute('inputmode', 'tel');
    expect(field()).toBeRequired();
  });

  it('links the format hint, and the error before it', () => {
    const { unmount } = render(<WithFormatHint />);
    expect(field()).toHaveAccessibleDescription('e.g. +91 98765 43210');
    unmount();

    render(<WithError />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a valid phone number e.g. +91 98765 43210');
  });

  it('shows its value, read-only while busy', () => {
    const { unmount } = render(<Filled />);
    expect(field()).toHaveValue('+91 98765 43210');
    expect(field()).not.toHaveAttribute('readonly');
    unmount();

    render(<Busy />);
    expect(field()).toHaveAttribute('readonly');
  });

  it('may be optional', () => {
    render(<Optional />);
    expect(field()).not.toBeRequired();
    expect(field()).toHaveAccessibleDescription('Optional');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it.each([
    ['Empty', Empty],
    ['WithFormatHint', WithFormatHint],
    ['Filled', Filled],
    ['WithError', WithError],
    ['Busy', Busy],
    ['Optional', Optional],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
