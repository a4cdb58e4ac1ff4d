import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './CartSummary.stories';

const { Default, SingleItem, LargeAmounts, WithCoupon, InCheckout } = composeStories(stories);

const row = (term: string) => screen.getByText(term).closest('dt')?.nextElementSibling?.textContent;

describe('CartSummary', () => {
  it('lists Subtotal, Shipping FREE, GST (18%) and Total in rupees', () => {
    render(<Default />);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
    expect(row('Subtotal (3 items)')).toBe('₹5,597');
    expect(row('Shipping')).toBe('FREE');
    expect(row('GST (18%)')).toBe('₹1,007');
    expect(row('Total')).toBe('₹6,604');
  });

  it('links to checkout', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('says "1 item" for one item', () => {
    render(<SingleItem />);
    expect(screen.getByText('Subtotal (1 item)')).toBeInTheDocument();
  });

  it('groups large amounts the Indian way', () => {
    render(<LargeAmounts />);
    expect(row('Subtotal (20 items)')).toBe('₹1,23,456');
    expect(row('Total')).toBe('₹1,45,678');
  });

  it("shows the coupon's row, 'Remove coupon', and the total after it", () => {
    render(<WithCoupon />);
    expect(row('Coupon (RANGOLI10)')).toBe('−₹300');
    expect(row('GST (18%)')).toBe('₹953');
    expect(row('Total')).toBe('₹6,250');
    expect(screen.getByRole('button', { name: 'Remove coupon' })).toBeInTheDocument();
  });

  it('in checkout shows its children and no checkout link', () => {
    render(<InCheckout />);
    expect(row('Coupon (FESTIVE500)')).toBe('−₹500');
    expect(screen.queryByRole('button', { name: 'Remove coupon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(screen.getByText('Ribbed Knit Crop Top × 1')).toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['SingleItem', SingleItem],
    ['LargeAmounts', LargeAmounts],
    ['WithCoupon', WithCoupon],
    ['InCheckout', InCheckout],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
