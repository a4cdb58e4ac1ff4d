import { createRef } from 'react';
import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './NameField.stories';

const { Empty, FullName, Filled, WithError, Busy, OptionalWithHint } = composeStories(stories);

describe('NameField', () => {
  it('is a "Name" text input with the name autocomplete', () => {
    render(<Empty />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    // A plain text input: no type attribute, no special keyboard.
    expect(input).not.toHaveAttribute('type');
    expect(input).not.toHaveAttribute('inputmode');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toBeRequired();
  });

  it('keeps the form\'s wording of the label ("Full Name" on sign-up)', () => {
    render(<FullName />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('autocomplete', 'name');
  });

  it('passes value, error, read-only and hint through to the input', () => {
    const { unmount } = render(<Filled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
    unmount();

    render(<WithError />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
  });

  it('is read-only while busy', () => {
    render(<Busy />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  });

  it('may be optional, with a hint', () => {
    render(<OptionalWithHint />);
    const input = screen.getByRole('textbox', { name: 'Recipient' });
    expect(input).not.toBeRequired();
    expect(input).toHaveAccessibleDescription('Optional: leave empty to use your own name');
  });

  it('forwards its ref to the input (react-hook-form focuses fields through it)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Empty ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it.each([
    ['Empty', Empty],
    ['FullName', FullName],
    ['Filled', Filled],
    ['WithError', WithError],
    ['Busy', Busy],
    ['OptionalWithHint', OptionalWithHint],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
