import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { VIEWS } from '../fixtures';
import * as stories from './OrderActions.stories';

const { CanCancel, CanReturn, NothingYet, Cancelled, ReturnRequested, WindowClosed } =
  composeStories(stories);

describe('OrderActions', () => {
  it.each([
    ['CanCancel', CanCancel, ['Cancel Order'], null],
    ['CanReturn', CanReturn, ['Return/Exchange'], null],
    ['NothingYet', NothingYet, [], null],
    ['Cancelled', Cancelled, [], 'Cancelled on 22 Nov 2026'],
    ['ReturnRequested', ReturnRequested, [], 'Return requested: RET-1001'],
    ['WindowClosed', WindowClosed, [], 'Return window closed on 31 Oct 2026'],
  ] as const)('%s offers %j and says %j', (_name, Story, buttons, note) => {
    const { container } = render(<Story />);
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
    if (note) expect(screen.getByText(note)).toBeInTheDocument();
    else expect(container.querySelector('p')).toBeNull();
  });

  it('cancels through its question, then focuses what it says in place of the gone button', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    const { rerender } = render(<CanCancel onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(onCancel).toHaveBeenCalledWith(undefined);
    rerender(<CanCancel onCancel={onCancel} view={VIEWS.cancelled} />);
    await waitFor(() => expect(screen.getByText('Cancelled on 22 Nov 2026')).toHaveFocus());
  });

  it('a cancel answered after another tab cancelled the order changes nothing, says so, and leaves focus on the note', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    const { rerender } = render(<CanCancel onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    // Meanwhile, in another tab.
    rerender(<CanCancel onCancel={onCancel} view={VIEWS.cancelled} />);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(onCancel).not.toHaveBeenCalled();
    const alert = screen.getByRole('alertdialog', { name: 'Order ORD-003' });
    expect(alert).toHaveAccessibleDescription('This order was already cancelled in another tab');
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cancelled on 22 Nov 2026')).toHaveFocus());
  });

  it('a return asked for after another tab asked for one says so too', async () => {
    const user = userEvent.setup();
    const onRequestReturn = fn();
    const { rerender } = render(<CanReturn onRequestReturn={onRequestReturn} />);
    await user.click(screen.getByRole('button', { name: 'Return/Exchange' }));
    const dialog = screen.getByRole('dialog');
    rerender(<CanReturn onRequestReturn={onRequestReturn} view={VIEWS.refundRequested} />);
    await user.click(within(dialog).getAllByRole('checkbox')[0]!);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'Damaged or defective',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Return for refund' }));
    const refundTo = within(dialog).getByRole('radiogroup', { name: 'Refund to' });
    await user.click(within(refundTo).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(onRequestReturn).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Order ORD-001' })).toHaveAccessibleDescription(
      'A return was already requested for this order in another tab',
    );
  });

  it('leaves focus alone when the order changes without the shopper asking (another tab)', () => {
    const { rerender } = render(<CanCancel />);
    rerender(<CanCancel view={VIEWS.cancelled} />);
    expect(screen.getByText('Cancelled on 22 Nov 2026')).not.toHaveFocus();
  });

  it.each([
    ['CanCancel', CanCancel],
    ['CanReturn', CanReturn],
    ['Cancelled', Cancelled],
    ['ReturnRequested', ReturnRequested],
    ['WindowClosed', WindowClosed],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
