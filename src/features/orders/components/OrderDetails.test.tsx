import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './OrderDetails.stories';

const { Delivered, Processing, Shipped, Cancelled, ExchangeRequested, PastReturnWindow } =
  composeStories(stories);

const section = (name: string) => screen.getByRole('region', { name });

describe('OrderDetails', () => {
  it('shows the items, the shipping address, the payment and the status timeline', () => {
    render(<Delivered />);
    const items = within(section('Items')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chanderi Silk Anarkali Kurta');
    expect(items[0]).toHaveTextContent('Biba');
    expect(items[0]).toHaveTextContent('Size: M · Qty: 1');
    expect(items[0]).toHaveTextContent('₹2,499');
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeVisible();
    expect(section('Shipping address')).toHaveTextContent(
      'Priya Sharma14 Park StreetKolkata, West Bengal 700016+91 98765 43210priya@example.com',
    );
    expect(section('Payment')).toHaveTextContent('Card ending 4242');
    const steps = within(
      within(section('Order status')).getByRole('list', { name: 'Order status' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(within(section('Order status and actions')).getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return/Exchange' })).toBeInTheDocument();
  });

  it('describes UPI and cash payments', () => {
    const { unmount } = render(<Shipped />);
    expect(section('Payment')).toHaveTextContent('UPI: priya@okhdfcbank');
    unmount();
    render(<Processing />);
    expect(section('Payment')).toHaveTextContent('Cash on Delivery');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('stops a cancelled order at Cancelled, with nothing left to do', () => {
    render(<Cancelled />);
    const steps = within(section('Order status')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Processing'),
      expect.stringContaining('Cancelled'),
    ]);
    expect(screen.queryByRole('button', { name: /Cancel Order|Return\/Exchange/ })).not.toBeInTheDocument();
  });

  it('shows a requested exchange with its own timeline', () => {
    render(<ExchangeRequested />);
    expect(within(section('Order status and actions')).getByText('Return requested')).toBeInTheDocument();
    expect(screen.getByText('Return requested: RET-1002')).toBeInTheDocument();
    const steps = within(section('Return RET-1002')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Requested'),
      expect.stringContaining('Picked up'),
      expect.stringContaining('Exchanged'),
    ]);
  });

  it('says when the return window closed', () => {
    render(<PastReturnWindow />);
    expect(screen.getByText('Return window closed on 31 Oct 2026')).toBeInTheDocument();
  });

  it.each([
    ['Delivered', Delivered],
    ['Processing', Processing],
    ['Shipped', Shipped],
    ['Cancelled', Cancelled],
    ['ExchangeRequested', ExchangeRequested],
    ['PastReturnWindow', PastReturnWindow],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
