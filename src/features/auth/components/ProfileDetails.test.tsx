import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import * as stories from './ProfileDetails.stories';

const { View, ViewWithoutAddress, Editing, EditingWithErrors } = composeStories(stories);

describe('ProfileDetails', () => {
  it.each([
    ['View', View],
    ['ViewWithoutAddress', ViewWithoutAddress],
    ['Editing', Editing],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows name, email, phone and address as text, with an Edit button', async () => {
    const user = userEvent.setup();
    const onEdit = fn();
    render(<View onEdit={onEdit} />);
    for (const text of [
      'Priya Sharma',
      'priya@example.com',
      '+91 98765 43210',
      '14 Park Street, Kolkata 700016',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('says when there is no address yet', () => {
    render(<ViewWithoutAddress />);
    expect(screen.getByText('Not added yet')).toBeInTheDocument();
  });

  it('in edit mode shows the four fields filled in, focus on Name', async () => {
    render(<Editing />);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Priya Sharma');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveValue('priya@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('14 Park Street, Kolkata 700016');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('EditingWithErrors shows the profile messages, focus on the first error, and does not save', async () => {
    const onSave = fn();
    const { container } = render(<EditingWithErrors onSave={onSave} />);
    await EditingWithErrors.play!({ canvasElement: container });
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(FIELD_MSG.nameRequired);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(FIELD_MSG.phoneRequired);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('checks no phone format and no name length (those are sign-up rules); the address may be empty', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    render(<Editing onSave={onSave} />);
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), ' P ');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '123');
    await user.clear(screen.getByLabelText(/^Address/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'P', email: 'priya@example.com', phone: '123', address: '' });
  });

  it('Cancel calls onCancel without saving', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    const onCancel = fn();
    render(<Editing onSave={onSave} onCancel={onCancel} />);
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('returns focus to Edit when leaving edit mode', () => {
    const { rerender } = render(<Editing />);
    rerender(<Editing editing={false} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });
});
