import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { VIEWS } from '../fixtures';
import * as stories from './OrderCard.stories';

const {
  Processing,
  Shipped,
  Delivered,
  Cancelled,
  ReturnRequested,
  PastReturnWindow,
  UnknownStatus,
  Tracking,
  ItemWithoutBrand,
  WithCoupon,
} = composeStories(stories);

const card = (id: string) => screen.getByRole('article', { name: `Order ${id}` });

describe('OrderCard', () => {
  it('shows id, placed date, status, total, item count and each item', () => {
    render(<Delivered />);
    const order = card('ORD-001');
    expect(within(order).getByRole('heading', { level: 2, name: 'Order ORD-001' })).toBeInTheDocument();
    expect(within(order).getByText('Placed on 10 Nov 2026')).toBeInTheDocument();
    expect(within(order).getByText('Delivered')).toBeInTheDocument();
    expect(within(order).getByText('Total').nextElementSibling).toHaveTextContent('₹4,126');
    expect(within(order).getByText('Items').nextElementSibling).toHaveTextContent('3 items');
    const items = within(within(order).getByRole('list', { name: 'Items in order ORD-001' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chanderi Silk Anarkali Kurta');
    expect(items[0]).toHaveTextContent('Biba');
    expect(items[0]).toHaveTextContent('Size: M · Qty: 1');
    expect(items[0]).toHaveTextContent('₹2,499');
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Qty: 2');
    expect(items[1]).toHaveTextContent('₹998');
  });

  it('View Details is a link to the order’s own page', () => {
    render(<Shipped />);
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/orders/ORD-002');
  });

  it('offers Cancel Order only in Processing, and Return/Exchange only when delivered within 30 days', () => {
    const offers = () => [
      screen.queryByRole('button', { name: 'Cancel Order' }) !== null,
      screen.queryByRole('button', { name: 'Return/Exchange' }) !== null,
    ];
    const cases = [
      [Processing, [true, false]],
      [Shipped, [false, false]],
      [Delivered, [false, true]],
      [Cancelled, [false, false]],
      [ReturnRequested, [false, false]],
      [PastReturnWindow, [false, false]],
      [UnknownStatus, [false, false]],
    ] as const;
    for (const [Story, expected] of cases) {
      const view = render(<Story />);
      expect(screen.getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
      expect(offers()).toEqual(expected);
      view.unmount();
    }
  });

  it('says when the return window closed, past it', () => {
    render(<PastReturnWindow />);
    expect(screen.getByText('Return window closed on 31 Oct 2026')).toBeInTheDocument();
  });

  it('reads Cancelled, or Return requested with the return’s id', () => {
    const { unmount } = render(<Cancelled />);
    expect(within(card('ORD-003')).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Cancelled on 22 Nov 2026')).toBeInTheDocument();
    unmount();
    render(<ReturnRequested />);
    expect(within(card('ORD-001')).getByText('Return requested')).toBeInTheDocument();
    expect(screen.getByText('Return requested: RET-1001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Return RET-1001' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Return status' })).toBeInTheDocument();
  });

  it('reads Unknown for a status the shop does not know', () => {
    render(<UnknownStatus />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('Track Order discloses the status timeline', async () => {
    render(<Shipped />);
    const track = screen.getByRole('button', { name: 'Track Order' });
    expect(track).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Order status' })).not.toBeInTheDocument();
    await userEvent.click(track);
    expect(track).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(track.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('list', { name: 'Order status' }));
    expect(
      within(panel as HTMLElement).getByText(/Shipped/, { selector: '[aria-current="step"] *' }),
    ).toBeInTheDocument();
    await userEvent.click(track);
    expect(track).toHaveAttribute('aria-expanded', 'false');
  });

  it('cancels through the alert dialog, then moves focus to what it says', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    const { rerender } = render(<Processing onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order ORD-003?' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Ordered by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(onCancel).toHaveBeenCalledWith('mistake');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The page hands the card its cancelled view: the note takes focus from the gone button.
    rerender(<Processing onCancel={onCancel} view={VIEWS.cancelled} />);
    await waitFor(() => expect(screen.getByText('Cancelled on 22 Nov 2026')).toHaveFocus());
  });

  it('shows the coupon the order was placed with beside its total', () => {
    render(<WithCoupon />);
    const order = card('ORD-004');
    expect(within(order).getByText('Coupon').nextElementSibling).toHaveTextContent('RANGOLI10 −₹300');
    expect(within(order).getByText('Total').nextElementSibling).toHaveTextContent('₹3,772');
  });

  it('Keep order closes the question and returns focus to Cancel Order', async () => {
    const user = userEvent.setup();
    const onCancel = fn();
    render(<Processing onCancel={onCancel} />);
    const cancel = screen.getByRole('button', { name: 'Cancel Order' });
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('requests a return through its dialog', async () => {
    const user = userEvent.setup();
    const onRequestReturn = fn();
    render(<Delivered onRequestReturn={onRequestReturn} />);
    await user.click(screen.getByRole('button', { name: 'Return/Exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chanderi Silk Anarkali Kurta, size M' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Size too small');
    await user.click(within(dialog).getByRole('radio', { name: 'Return for refund' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Rangoli credit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(onRequestReturn).toHaveBeenCalledWith({
      items: [0],
      reason: 'tooSmall',
      resolution: 'refund',
      refundTo: 'credit',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no brand line for an item without a brand', () => {
    render(<ItemWithoutBrand />);
    const item = screen.getByRole('listitem');
    expect(item).not.toHaveTextContent('undefined');
    expect(item).toHaveTextContent('Hand Block Print Cotton FrockSize: 2-3Y');
  });

  it.each([
    ['Processing', Processing],
    ['Shipped', Shipped],
    ['Delivered', Delivered],
    ['Cancelled', Cancelled],
    ['ReturnRequested', ReturnRequested],
    ['PastReturnWindow', PastReturnWindow],
    ['UnknownStatus', UnknownStatus],
    ['Tracking', Tracking],
    ['ItemWithoutBrand', ItemWithoutBrand],
    ['WithCoupon', WithCoupon],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
