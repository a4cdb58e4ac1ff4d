import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './DeleteReviewDialog.stories';

const { Open, Closed } = composeStories(stories);

describe('DeleteReviewDialog', () => {
  it("asks 'Delete this review?' in an alert dialog; focus starts on Cancel", async () => {
    render(<Open />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this review?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('Delete confirms; Cancel and Escape close', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<Open onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
