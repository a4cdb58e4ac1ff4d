import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './OrderCard.stories';

const {
  Processing,
  Shipped,
  Delivered,
  UnknownStatus,
  Tracking,
  Details,
  ReturnExchange,
  ItemWithoutBrand,
  WithCoupon,
} = composeStories(stories);

describe('OrderCard', () => {
  it('shows id, placed date, status, total, item count and each item', () => {
    render(<Delivered />);
    const card = screen.getByRole('article', { name: 'Order ORD-001' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Order ORD-001' })).toBeInTheDocument();
    expect(within(card).getByText('Placed on 28 Oct 2026')).toBeInTheDocument();
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('Total').nextElementSibling).toHaveTextContent('₹4,126');
    expect(within(card).getByText('Items').nextElementSibling).toHaveTextContent('3 items');
    const items = within(within(card).getByRole('list', { name: 'Items in order ORD-001' })).getAllByRole(
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
    expect(items[1]).toHaveTextContent('₹499 each');
  });

  it('offers Return/Exchange only when delivered', () => {
    const { unmount } = render(<Delivered />);
    expect(screen.getByRole('button', { name: 'Return/Exchange' })).toBeInTheDocument();
    unmount();
    for (const Story of [Processing, Shipped, UnknownStatus]) {
      const view = render(<Story />);
      expect(screen.getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Return/Exchange' })).not.toBeInTheDocument();
      view.unmount();
    }
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
    expect(screen.queryByRole('list', { name: 'Order status' })).not.toBeInTheDocument();
  });

  it('View Details shows items, the shipping address and the payment summary; one panel at a time', async () => {
    render(<Shipped />);
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(screen.getByRole('button', { name: 'Track Order' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Details of the items in order ORD-002' })).toBeInTheDocument();
    expect(screen.getByText(/14 Park Street/)).toHaveTextContent('Kolkata, West Bengal 700016');
    expect(screen.getByText('UPI: priya@okhdfcbank')).toBeInTheDocument();
  });

  it('shows the coupon beside the total, and in the details the rows that make the total up', () => {
    render(<WithCoupon />);
    const card = screen.getByRole('article', { name: 'Order ORD-004' });
    expect(within(card).getByText('Coupon').nextElementSibling).toHaveTextContent('RANGOLI10 −₹300');
    expect(within(card).getAllByText('₹3,772').length).toBeGreaterThan(0);
    const details = screen.getByRole('heading', { name: 'Order total' }).parentElement as HTMLElement;
    expect(details).toHaveTextContent('Subtotal₹3,497');
    expect(details).toHaveTextContent('Coupon (RANGOLI10)−₹300');
    expect(details).toHaveTextContent('Tax (18%)₹575');
    expect(details).toHaveTextContent('Total₹3,772');
  });

  it('details of an order without a coupon add up to its total', () => {
    render(<Details />);
    const details = screen.getByRole('heading', { name: 'Order total' }).parentElement as HTMLElement;
    expect(details).toHaveTextContent('Subtotal₹3,497');
    expect(details).toHaveTextContent('Tax (18%)₹629');
    expect(details).toHaveTextContent('Total₹4,126');
    expect(details).not.toHaveTextContent('Coupon');
  });

  it('describes card and cash payments', () => {
    const { unmount } = render(<Details />);
    expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
    unmount();
    render(<Processing initialPanel="details" />);
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
  });

  it('Return/Exchange explains the 30-day policy', () => {
    render(<ReturnExchange />);
    expect(screen.getByText(/within 30 days of delivery/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy');
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
    ['UnknownStatus', UnknownStatus],
    ['Tracking', Tracking],
    ['Details', Details],
    ['ReturnExchange', ReturnExchange],
    ['ItemWithoutBrand', ItemWithoutBrand],
    ['WithCoupon', WithCoupon],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
