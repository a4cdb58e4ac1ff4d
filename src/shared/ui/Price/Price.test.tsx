import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Price.stories';
import { discountPercent } from './Price';

const { Discounted, GivenDiscount, NoDiscount, PriceOnly, Small, Large } = composeStories(stories);

describe('Price', () => {
  it('shows the price, the struck original price and the computed % OFF', async () => {
    const { container } = render(<Discounted />);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    const original = screen.getByText('₹1,999');
    expect(original.tagName).toBe('S');
    expect(screen.getByText('35% OFF')).toBeInTheDocument();
    expect(container).toHaveTextContent('Price ₹1,299 Original price ₹1,999 35% OFF');
    expect(screen.getByText('Original price')).toHaveClass('visually-hidden');
    expect(screen.getByText('Price')).toHaveClass('visually-hidden');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the discount it is given', () => {
    render(<GivenDiscount />);
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
    expect(screen.getByText('₹1,599').tagName).toBe('S');
  });

  it('shows no struck price and no badge without a discount', async () => {
    const { container } = render(<NoDiscount />);
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
    expect(screen.queryByText('Original price')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows just the price when there is no original price', () => {
    const { container } = render(<PriceOnly />);
    expect(container).toHaveTextContent(/^Price ₹499$/);
  });

  it('groups digits the Indian way', async () => {
    const { container } = render(<Large />);
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('₹1,49,999')).toBeInTheDocument();
    expect(screen.getByText('18% OFF')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Small has no axe violations', async () => {
    const { container } = render(<Small />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('computes whole-percent discounts, 0 when not discounted', () => {
    expect(discountPercent(1299, 1999)).toBe(35);
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(600, 500)).toBe(0);
    expect(discountPercent(500)).toBe(0);
  });
});
