import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import * as stories from './SignupForm.stories';

const { Empty, RequiredErrors, FormatErrors, Loading } = composeStories(stories);

const field = (label: RegExp) => screen.getByLabelText(label);

describe('SignupForm', () => {
  it.each([
    ['Empty', Empty],
    ['Loading', Loading],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('RequiredErrors: every required message at its field, the terms message too, focus on Full Name', async () => {
    const onSubmit = fn();
    const { container } = render(<RequiredErrors onSubmit={onSubmit} />);
    await RequiredErrors.play!({ canvasElement: container });
    expect(field(/^Full Name/)).toHaveAccessibleDescription(FIELD_MSG.nameRequired);
    expect(field(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
    expect(field(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.phoneRequired));
    expect(field(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.passwordRequired),
    );
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription(FIELD_MSG.confirmRequired);
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(FIELD_MSG.termsRequired);
    expect(field(/^Full Name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('FormatErrors: the spec messages for wrong values, and what was typed stays', async () => {
    const { container } = render(<FormatErrors />);
    await FormatErrors.play!({ canvasElement: container });
    expect(field(/^Full Name/)).toHaveAccessibleDescription(FIELD_MSG.nameShort);
    expect(field(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(field(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.phoneInvalid));
    expect(field(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.passwordShort));
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription(FIELD_MSG.passwordsMismatch);
    expect(field(/^Phone/)).toHaveValue('12345');
    expect(screen.queryByText(FIELD_MSG.termsRequired)).not.toBeInTheDocument();
  });

  it('links the terms to /terms and has show/hide on both passwords', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(field(/^Confirm Password/)).toHaveAttribute('type', 'text');
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('fixing the password re-checks the confirmation after a failed submit', async () => {
    const user = userEvent.setup();
    const { container } = render(<FormatErrors />);
    await FormatErrors.play!({ canvasElement: container });
    await user.clear(field(/^Password/));
    await user.type(field(/^Password/), 'abd');
    expect(screen.queryByText(FIELD_MSG.passwordsMismatch)).not.toBeInTheDocument();
  });

  it('submits valid values and empties both password fields after success', async () => {
    const user = userEvent.setup();
    const onSubmit = fn().mockResolvedValue(true);
    render(<Empty onSubmit={onSubmit} />);
    await user.type(field(/^Full Name/), 'Asha Rao');
    await user.type(field(/^Email/), 'asha@example.com');
    await user.type(field(/^Phone/), '+91 98765 43210');
    await user.type(field(/^Password/), 'secret1');
    await user.type(field(/^Confirm Password/), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Use' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      password: 'secret1',
      confirmPassword: 'secret1',
      terms: true,
    });
    expect(field(/^Password/)).toHaveValue('');
    expect(field(/^Confirm Password/)).toHaveValue('');
  });

  it('Loading shows "Creating account..." and ignores clicks', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Loading onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Creating account...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
