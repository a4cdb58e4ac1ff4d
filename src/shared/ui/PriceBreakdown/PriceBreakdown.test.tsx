import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './PriceBreakdown.stories';

const { NoCoupon, WithCoupon, PlacedOrder, LargeAmounts } = composeStories(stories);

const row = (term: string) => screen.getByText(term).closest('dt')?.nextElementSibling?.textContent;

describe('PriceBreakdown', () => {
  it('without a coupon lists Subtotal, Shipping FREE, GST (18%) and Total', () => {
    render(<NoCoupon />);
    expect(row('Subtotal (3 items)')).toBe('₹5,597');
    expect(row('Shipping')).toBe('FREE');
    expect(row('GST (18%)')).toBe('₹1,007');
    expect(row('Total')).toBe('₹6,604');
    expect(screen.queryByText(/Coupon/)).not.toBeInTheDocument();
  });

  it("shows the coupon's row with a real minus sign, and 'Remove coupon'", async () => {
    const onRemoveCoupon = jest.fn();
    render(<WithCoupon onRemoveCoupon={onRemoveCoupon} />);
    expect(row('Coupon (RANGOLI10)')).toBe('\u2212₹300');
    expect(row('GST (18%)')).toBe('₹953');
    expect(row('Total')).toBe('₹6,250');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(onRemoveCoupon).toHaveBeenCalledTimes(1);
  });

  it('for a placed order shows the coupon without a way to remove it', () => {
    render(<PlacedOrder />);
    expect(row('Subtotal')).toBe('₹4,498');
    expect(row('Coupon (FESTIVE500)')).toBe('−₹500');
    expect(screen.queryByRole('button', { name: 'Remove coupon' })).not.toBeInTheDocument();
  });

  it('groups large amounts the Indian way', () => {
    render(<LargeAmounts />);
    expect(row('Total')).toBe('₹1,45,678');
  });

  it.each([
    ['NoCoupon', NoCoupon],
    ['WithCoupon', WithCoupon],
    ['PlacedOrder', PlacedOrder],
    ['LargeAmounts', LargeAmounts],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
