import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import * as stories from './LoginForm.stories';

const { Empty, Filled, Errors, Loading } = composeStories(stories);

describe('LoginForm', () => {
  it.each([
    ['Empty', Empty],
    ['Filled', Filled],
    ['Loading', Loading],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Errors shows the messages at their fields, linked and marked invalid, with focus on the first', async () => {
    const { container } = render(<Errors />);
    await Errors.play!({ canvasElement: container });
    const emailBox = screen.getByLabelText(/^Email/);
    expect(emailBox).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(FIELD_MSG.passwordShort);
    expect(emailBox).toHaveFocus();
    // What was typed stays.
    expect(emailBox).toHaveValue('priya@example');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has Email, Password with a show/hide toggle, Remember me ticked, and the two links', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('blank fields give the required messages and nothing is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(FIELD_MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.passwordRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed values (Remember me unticked) and empties the password after success', async () => {
    const user = userEvent.setup();
    const onSubmit = fn().mockResolvedValue(true);
    render(<Empty onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
      remember: false,
    });
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
  });

  it('Loading shows a busy "Signing in..." button that ignores clicks', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Loading onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
