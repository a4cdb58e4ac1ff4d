import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './EmailField.stories';

const { Empty, Filled, WithError, Busy, OptionalWithHint, WithReactHookForm } = composeStories(stories);

const field = () => screen.getByRole('textbox', { name: 'Email' });

describe('EmailField', () => {
  it('is an "Email" input of type email, with the email autocomplete and keyboard', () => {
    render(<Empty />);
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toHaveAttribute('autocomplete', 'email');
    expect(field()).toHaveAttribute('inputmode', 'email');
    expect(field()).toHaveAttribute('name', 'email');
    expect(field()).toBeRequired();
    expect(field()).toHaveValue('');
  });

  it('shows its value', () => {
    render(<Filled />);
    expect(field()).toHaveValue('priya@example.com');
  });

  it('shows the error at the field', () => {
    render(<WithError />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email');
  });

  it('cannot change while busy', async () => {
    render(<Busy />);
    expect(field()).toHaveAttribute('readonly');
    await userEvent.type(field(), 'x');
    expect(field()).toHaveValue('priya@example.com');
  });

  it('may be optional, with a hint and a placeholder', () => {
    render(<OptionalWithHint />);
    expect(field()).not.toBeRequired();
    expect(field()).toHaveAccessibleDescription('Optional');
    expect(field()).toHaveAttribute('placeholder', 'you@example.com');
  });

  it('takes its label from the form where the form words it differently', () => {
    render(<Empty label="Email address" />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  });

  it('works with register: the rule runs and a failed submit focuses the field', async () => {
    const user = userEvent.setup();
    render(<WithReactHookForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    await user.type(field(), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
  });

  it.each([
    ['Empty', Empty],
    ['Filled', Filled],
    ['WithError', WithError],
    ['Busy', Busy],
    ['OptionalWithHint', OptionalWithHint],
    ['WithReactHookForm', WithReactHookForm],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
