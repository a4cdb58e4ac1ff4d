import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './ReturnDialog.stories';

const { Open, CashOnDelivery, NothingToExchange, Closed } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: 'Return or exchange' });
const KURTA = 'Chanderi Silk Anarkali Kurta, size M';
const LIPSTICK = '9 to 5 Matte Lipstick Crimson Silk, size One Size, 2 pieces';

describe('ReturnDialog', () => {
  it('names the order and the last day of the window, with a checkbox per item', () => {
    render(<Open />);
    expect(dialog()).toHaveAccessibleDescription(
      'Order ORD-001. You can return or exchange these items until 14 Dec 2026.',
    );
    const group = within(dialog()).getByRole('group', { name: 'Items' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked') ?? box.closest('label')?.textContent),
    ).toEqual([KURTA, LIPSTICK]);
    expect(within(dialog()).getByRole('combobox', { name: 'Reason' })).toHaveDisplayValue('Choose a reason');
    expect(
      within(within(dialog()).getByRole('combobox', { name: 'Reason' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a reason',
      'Size too small',
      'Size too large',
      'Not as pictured',
      'Damaged or defective',
      'Changed my mind',
    ]);
  });

  it('refuses an empty request with the errors at their fields, focus on the first', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Open onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('group', { name: 'Items' })).toHaveAccessibleDescription(
      'Please choose at least one item',
    );
    expect(within(dialog()).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Please select a reason',
    );
    expect(
      within(dialog()).getByRole('radiogroup', { name: 'What would you like?' }),
    ).toHaveAccessibleDescription('Please choose an exchange or a refund');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: KURTA })).toHaveFocus());
  });

  it('exchanges for another size that can be bought', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Open onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: KURTA }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Size too small');
    await user.click(screen.getByRole('radio', { name: 'Exchange for another size' }));
    const newSize = screen.getByRole('combobox', { name: /^New size/ });
    expect(newSize).toHaveAccessibleName('New size for Chanderi Silk Anarkali Kurta');
    expect(
      within(newSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a size', 'S', 'L', 'XL']);
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(newSize).toHaveAccessibleDescription(expect.stringContaining('Please select a new size'));
    await waitFor(() => expect(newSize).toHaveFocus());
    await user.selectOptions(newSize, 'L');
    expect(newSize).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(onSubmit).toHaveBeenCalledWith({
      items: [0],
      reason: 'tooSmall',
      resolution: 'exchange',
      newSizes: { 0: 'L' },
    });
  });

  it('refunds to the original payment method or Rangoli credit', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Open onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: LIPSTICK }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Damaged or defective');
    await user.click(screen.getByRole('radio', { name: 'Return for refund' }));
    const refundTo = screen.getByRole('radiogroup', { name: 'Refund to' });
    expect(
      within(refundTo)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Original payment method', 'Rangoli credit']);
    await user.click(within(refundTo).getByRole('radio', { name: 'Original payment method' }));
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(onSubmit).toHaveBeenCalledWith({
      items: [1],
      reason: 'damaged',
      resolution: 'refund',
      refundTo: 'original',
    });
  });

  it('offers a cash-on-delivery order Rangoli credit only, its one item ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<CashOnDelivery onSubmit={onSubmit} />);
    expect(screen.getByRole('checkbox', { name: 'Festive Lehenga Choli Set, size 6-7Y' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Changed my mind');
    await user.click(screen.getByRole('radio', { name: 'Return for refund' }));
    const refundTo = screen.getByRole('radiogroup', { name: 'Refund to' });
    expect(within(refundTo).getAllByRole('radio')).toHaveLength(1);
    expect(within(refundTo).getByRole('radio', { name: 'Rangoli credit' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(onSubmit).toHaveBeenCalledWith({
      items: [0],
      reason: 'changedMind',
      resolution: 'refund',
      refundTo: 'credit',
    });
  });

  it('disables the exchange for an item with no other size, and says why', () => {
    render(<NothingToExchange />);
    const exchange = screen.getByRole('radio', { name: 'Exchange for another size' });
    expect(exchange).toBeDisabled();
    expect(exchange).toHaveAccessibleDescription('These items can only be returned for a refund');
  });

  it('closes on Cancel and on Esc', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(<Open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Open', Open],
    ['CashOnDelivery', CashOnDelivery],
    ['NothingToExchange', NothingToExchange],
  ])('%s has no axe violations, also with every error shown', async (_name, Story) => {
    const user = userEvent.setup();
    render(<Story />);
    expect(await axe(dialog())).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await axe(dialog())).toHaveNoViolations();
  });
});
