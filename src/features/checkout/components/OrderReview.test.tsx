import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './OrderReview.stories';

const { ByCard, ByUpi, CashOnDelivery, WithCoupon, Placing } = composeStories(stories);

describe('OrderReview', () => {
  it('shows the items, the shipping address and the payment', () => {
    render(<ByCard />);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(items).toHaveTextContent('Chanderi Silk Anarkali Kurta');
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(address).toHaveTextContent('Priya Sharma');
    expect(address).toHaveTextContent('Kolkata, West Bengal 700016');
    expect(screen.getByRole('region', { name: 'Payment Method' })).toHaveTextContent('Card ending 1234');
  });

  it('shows the order total, with the coupon and the tax after it', () => {
    const { unmount } = render(<ByCard />);
    expect(screen.getByRole('region', { name: 'Order Total' })).toHaveTextContent('Total₹4,126');
    unmount();
    render(<WithCoupon />);
    const total = screen.getByRole('region', { name: 'Order Total' });
    expect(total).toHaveTextContent('Coupon (RANGOLI10)−₹300');
    expect(total).toHaveTextContent('GST (18%)₹575');
    expect(total).toHaveTextContent('Total₹3,772');
  });

  it('describes UPI and cash payments', () => {
    const { unmount } = render(<ByUpi />);
    expect(screen.getByText('UPI: priya@okaxis')).toBeInTheDocument();
    unmount();
    render(<CashOnDelivery />);
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
  });

  it('Back and Place Order call back', async () => {
    const onBack = fn();
    const onPlaceOrder = fn();
    render(<ByCard onBack={onBack} onPlaceOrder={onPlaceOrder} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  });

  it('while placing shows Processing..., is busy, ignores clicks and disables Back', async () => {
    const onPlaceOrder = fn();
    render(<Placing onPlaceOrder={onPlaceOrder} />);
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onPlaceOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it.each([
    ['ByCard', ByCard],
    ['ByUpi', ByUpi],
    ['CashOnDelivery', CashOnDelivery],
    ['WithCoupon', WithCoupon],
    ['Placing', Placing],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
