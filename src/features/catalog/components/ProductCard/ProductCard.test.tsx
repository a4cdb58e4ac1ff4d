import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ProductCard.stories';

const {
  Discounted,
  NotDiscounted,
  NoBrand,
  Wishlisted,
  LongName,
  ListLayout,
  ListLayoutNotDiscounted,
  OutOfStock,
} = composeStories(stories);

describe('ProductCard', () => {
  it("with every size sold out says 'Out of stock' and disables Add to Cart", async () => {
    render(<OutOfStock />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    await userEvent.click(add);
    expect(OutOfStock.args.onAddToCart).not.toHaveBeenCalled();
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it("a product with a size to buy is never 'Out of stock'", () => {
    render(<Discounted />);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows brand, name, price, struck original price, % OFF and rating with review count', () => {
    render(<Discounted />);
    expect(screen.getByText('Biba')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Chanderi Silk Anarkali Kurta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    const original = screen.getByText('₹3,999');
    expect(original.tagName).toBe('S');
    expect(screen.getByText('38% OFF')).toBeInTheDocument();
    expect(screen.getByText('4.6 ★')).toBeInTheDocument();
    expect(screen.getByText('(1,284)')).toBeInTheDocument();
    expect(screen.getByText(/Rated 4.6 out of 5/)).toBeInTheDocument();
  });

  it('links the name to the product page; the image link is not a second tab stop', () => {
    render(<Discounted />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Chanderi Silk Anarkali Kurta');
    expect(links[0]).toHaveAttribute('href', '/product/1');
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('alt', 'Chanderi Silk Anarkali Kurta');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(img?.closest('a')).toHaveAttribute('href', '/product/1');
    expect(img?.closest('a')).toHaveAttribute('tabindex', '-1');
  });

  it('loads its image eagerly or lazily as told', () => {
    const { unmount } = render(<Discounted />);
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    unmount();
    render(<Discounted imageLoading="lazy" />);
    expect(document.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows no struck price and no badge when not discounted', () => {
    render(<NotDiscounted />);
    expect(screen.getByText('₹2,990')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows no brand line (never "undefined") for a product without a brand', () => {
    const { container } = render(<NoBrand />);
    expect(screen.getByRole('heading', { name: 'Hand Block Print Cotton Frock' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('undefined');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('Add to Cart calls back with the product', async () => {
    const onAddToCart = jest.fn();
    render(<Discounted onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('the heart adds to the wishlist when not saved', async () => {
    const onToggle = jest.fn();
    render(<Discounted onToggleWishlist={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
  });

  it('the heart removes from the wishlist when saved', async () => {
    const onToggle = jest.fn();
    render(<Wishlisted onToggleWishlist={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false);
  });

  it('the buttons are described by the product name', () => {
    render(<Discounted />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(
      'Chanderi Silk Anarkali Kurta',
    );
  });

  it('list layout adds type, colour and sizes', () => {
    render(<ListLayout />);
    expect(screen.getByText('Kurta · Pink · Sizes: S, M, L, XL')).toBeInTheDocument();
  });

  it('renders the name heading at the level asked for', () => {
    render(<Discounted headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Chanderi Silk Anarkali Kurta');
  });

  it.each([
    ['Discounted', Discounted],
    ['NotDiscounted', NotDiscounted],
    ['NoBrand', NoBrand],
    ['Wishlisted', Wishlisted],
    ['LongName', LongName],
    ['ListLayout', ListLayout],
    ['ListLayoutNotDiscounted', ListLayoutNotDiscounted],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('list layout of an undiscounted, saved product: no badge, pressed heart', () => {
    render(<ListLayoutNotDiscounted />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Floral Print Wrap Midi Dress' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
