import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './PrivacyCentre.stories';

const { EmptyDevice, FullDevice, SwitchOff, DeleteDialogOpen, Deleted, DeleteEverything } =
  composeStories(stories);

/** The table's rows as [name, amount, size]. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Your data on this device' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PrivacyCentre', () => {
  it("is headed 'Privacy Centre' and names its table by a caption", async () => {
    const { container } = render(<EmptyDevice />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Centre' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your data on this device' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'What is kept', 'Size']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an empty device: every kind None, only the privacy choice stored', () => {
    render(<EmptyDevice />);
    expect(tableRows()).toEqual([
      ['Account', 'None', '0 bytes'],
      ['Cart', 'None', '0 bytes'],
      ['Wishlist', 'None', '0 bytes'],
      ['Orders and complaints', 'None', '0 bytes'],
      ['Reviews', 'None', '0 bytes'],
      ['Recently viewed', 'None', '0 bytes'],
      ['My sizes', 'None', '0 bytes'],
      ['Back-in-stock alerts', 'None', '0 bytes'],
      ['Delivery pincode', 'None', '0 bytes'],
      ['Checkout in progress', 'None', '0 bytes'],
      ['Your privacy choice', 'All optional data allowed', '3 bytes'],
    ]);
  });

  it('shows a full device, kind by kind, with sizes', () => {
    render(<FullDevice />);
    const rows = tableRows();
    expect(rows[0]).toEqual(['Account', 'Priya Sharma, 1 saved address', '612 bytes']);
    expect(rows[1]).toEqual(['Cart', '3 items', '118 bytes']);
    expect(rows[3]).toEqual(['Orders and complaints', '2 orders, 1 complaint', '3.3 KB']);
    expect(rows[5]).toEqual(['Recently viewed', '3 products', '7 bytes']);
  });

  it('has a switch per optional kind, named, with its why, reflecting the choice', async () => {
    const user = userEvent.setup();
    const onSwitch = jest.fn();
    render(<SwitchOff onSwitch={onSwitch} />);
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'true', 'true']);
    const recently = screen.getByRole('switch', { name: 'Recently viewed' });
    expect(recently).toHaveAccessibleDescription(/products you looked at/);
    expect(screen.getByRole('switch', { name: 'My sizes' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Back-in-stock alerts' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Delivery pincode' })).toBeInTheDocument();
    expect(tableRows()[5]).toEqual(['Recently viewed', 'Not kept', '0 bytes']);
    await user.click(recently);
    expect(onSwitch).toHaveBeenLastCalledWith('recentlyViewed', true);
    await user.click(screen.getByRole('switch', { name: 'Delivery pincode' }));
    expect(onSwitch).toHaveBeenLastCalledWith('pincode', false);
  });

  it("'Download my data' asks for the file", async () => {
    const user = userEvent.setup();
    const onDownload = jest.fn();
    render(<FullDevice onDownload={onDownload} />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it("'Delete my data' asks first, in an alert dialog; Cancel keeps everything", async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    render(<FullDevice onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete everything Rangoli keeps on this device?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete my data' })).toHaveFocus();
  });

  it("'Delete everything' deletes, then the dialog closes", async () => {
    const { container } = render(<DeleteEverything />);
    await DeleteEverything.play!({ canvasElement: container });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('has no axe violations with the dialog open', async () => {
    render(<DeleteDialogOpen />);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/cannot be undone/);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it("says 'Your data has been deleted' in a status message once deleted", () => {
    const { rerender } = render(<EmptyDevice />);
    // Empty but there from the start, so that a screen reader announces what arrives in it.
    const statuses = screen.getAllByRole('status');
    expect(statuses.some((status) => status.tagName === 'P' && status.textContent === '')).toBe(true);
    rerender(<Deleted />);
    expect(screen.getByText('Your data has been deleted')).toHaveAttribute('role', 'status');
  });
});
