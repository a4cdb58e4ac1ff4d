import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { MSG } from '@/shared/lib/messages';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import * as stories from './ForgotPasswordForm.stories';

const { Empty, Errors, Loading, Sent } = composeStories(stories);

describe('ForgotPasswordForm', () => {
  it.each([
    ['Empty', Empty],
    ['Loading', Loading],
    ['Sent', Sent],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Errors: the email message at the field, focused', async () => {
    const onSubmit = fn();
    const { container } = render(<Errors onSubmit={onSubmit} />);
    await Errors.play!({ canvasElement: container });
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a blank email gives "Email is required"', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
  });

  it('submits a valid email', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Email/), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'priya@example.com' });
  });

  it('keeps an empty status region until sent, then shows the answer in it', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getAllByRole('status').find((el) => el.closest('form'))).toHaveTextContent('');
    unmount();
    render(<Sent />);
    expect(screen.getAllByRole('status').find((el) => el.closest('form'))).toHaveTextContent(MSG.resetSent);
  });

  it('Loading shows "Sending..." and hides the previous answer', () => {
    render(<Loading sent />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(MSG.resetSent)).not.toBeInTheDocument();
  });
});
