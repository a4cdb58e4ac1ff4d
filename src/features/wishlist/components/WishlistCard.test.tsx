import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './WishlistCard.stories';

const { Discounted, NotDiscounted, NoBrand, LongName, PriceDropped } = composeStories(stories);

describe('WishlistCard', () => {
  it("says 'Price dropped by ₹300' when the product costs less than when it was saved", () => {
    render(<PriceDropped />);
    expect(screen.getByText('Price dropped by ₹300')).toBeInTheDocument();
  });

  it('says nothing of the price when it has not dropped', () => {
    render(<Discounted />);
    expect(screen.queryByText(/Price dropped/)).not.toBeInTheDocument();
  });

  it('shows image, brand, name linking to the product, price, struck original price and the discount badge', () => {
    render(<Discounted />);
    const card = screen.getByRole('article', { name: 'Cotton Straight Kurta with Palazzo' });
    expect(within(card).getByText('Libas')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cotton Straight Kurta with Palazzo' })).toHaveAttribute(
      'href',
      '/product/4',
    );
    expect(card.querySelector('img')).toHaveAttribute('alt', 'Cotton Straight Kurta with Palazzo');
    expect(within(card).getByText('₹1,299')).toBeInTheDocument();
    expect(within(card).getByText('₹2,599').tagName).toBe('S');
    expect(within(card).getByText('50% OFF')).toBeInTheDocument();
  });

  it('removes with the heart', async () => {
    const onRemove = fn();
    render(<Discounted onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('adds to the cart', async () => {
    const onAddToCart = fn();
    render(<Discounted onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('shows no badge and no struck price when not discounted', () => {
    render(<NotDiscounted />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows no brand line for the product without a brand', () => {
    render(<NoBrand />);
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('undefined');
    expect(within(card).getByRole('heading').previousElementSibling).toBeNull();
  });

  it.each([
    ['Discounted', Discounted],
    ['NotDiscounted', NotDiscounted],
    ['NoBrand', NoBrand],
    ['LongName', LongName],
    ['PriceDropped', PriceDropped],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
