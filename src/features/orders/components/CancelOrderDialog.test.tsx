import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './CancelOrderDialog.stories';

const { Open, Closed } = composeStories(stories);

describe('CancelOrderDialog', () => {
  it('asks in an alert dialog, with an optional reason, and keeps the order on Keep order', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<Open onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order ORD-003?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels without a reason, or with the one chosen', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const { unmount } = render(<Open onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(onConfirm).toHaveBeenLastCalledWith(undefined);
    unmount();
    render(<Open onConfirm={onConfirm} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Reason' }),
      'Found a better price elsewhere',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(onConfirm).toHaveBeenLastCalledWith('betterPrice');
  });

  it('Esc answers Keep order', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Open onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
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
