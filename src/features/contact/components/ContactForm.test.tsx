import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import * as stories from './ContactForm.stories';

const { Empty, Errors, InvalidEmail, Loading } = composeStories(stories);

describe('ContactForm', () => {
  it.each([
    ['Empty', Empty],
    ['Loading', Loading],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Errors: name, email and message messages at their fields; phone is optional', async () => {
    const onSubmit = fn();
    const { container } = render(<Errors onSubmit={onSubmit} />);
    await Errors.play!({ canvasElement: container });
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(FIELD_MSG.nameRequired);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(FIELD_MSG.messageRequired);
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('InvalidEmail: only the email message, focus on Email, text kept', async () => {
    const { container } = render(<InvalidEmail />);
    await InvalidEmail.play!({ canvasElement: container });
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Where is my order?');
  });

  it('sends valid values without a phone and clears the form after success', async () => {
    const user = userEvent.setup();
    const onSubmit = fn().mockResolvedValue(true);
    render(<Empty onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Name/), 'Ravi');
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      message: 'Hello',
    });
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('keeps the text when sending did not complete', async () => {
    const user = userEvent.setup();
    render(<InvalidEmail onSubmit={fn().mockResolvedValue(false)} />);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Where is my order?');
  });

  it('Loading shows "Sending...", fields read-only, clicks ignored', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Loading onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Sending...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
