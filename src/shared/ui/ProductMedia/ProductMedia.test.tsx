import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ProductMedia.stories';

const { CardTop, WithOverlay, CartThumbnail, OrderThumbnail, ProductPage, Loading } = composeStories(stories);

const image = () => screen.getByRole('img', { name: 'Chanderi Silk Anarkali Kurta' });

describe('ProductMedia', () => {
  it('draws the picture at 400 × 500, lazily unless told', () => {
    render(<CartThumbnail />);
    expect(image()).toHaveAttribute('src', '/assets/products/1.svg');
    expect(image()).toHaveAttribute('width', '400');
    expect(image()).toHaveAttribute('height', '500');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    expect(image()).not.toHaveAttribute('decoding');
  });

  it('links the picture out of the tab order and hidden from screen readers when given href', () => {
    render(<CardTop />);
    const link = document.querySelector('a');
    expect(link).toHaveAttribute('href', '/product/1');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link).toHaveAttribute('aria-hidden', 'true');
    expect(link).toContainElement(document.querySelector('img'));
    // The one link of a card a shopper reaches is its name, not the picture.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no link without href', () => {
    render(<OrderThumbnail />);
    expect(document.querySelector('a')).toBeNull();
    expect(image().parentElement?.tagName).toBe('DIV');
  });

  it('loads the product page picture eagerly, first', () => {
    render(<ProductPage />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('passes decoding to the image', () => {
    render(<CardTop decoding="async" />);
    expect(document.querySelector('img')).toHaveAttribute('decoding', 'async');
  });

  it('lays its children over the picture: the frame is then their positioned parent', () => {
    render(<WithOverlay />);
    const frame = screen.getByRole('button', { name: 'Add to wishlist' }).closest('div')?.parentElement;
    expect(frame).toContainElement(document.querySelector('img'));
    expect(frame).toHaveStyle({ position: 'relative' });
  });

  it('leaves a frame without children unpositioned, and clips it only when rounded', () => {
    const { unmount } = render(<CartThumbnail />);
    expect(image().parentElement).not.toHaveStyle({ position: 'relative' });
    expect(image().parentElement).toHaveStyle({ overflow: 'hidden' });
    unmount();

    render(<CardTop />);
    expect(document.querySelector('img')?.closest('a')?.parentElement).not.toHaveStyle({
      overflow: 'hidden',
    });
  });

  it('passes className to the frame, so styled(ProductMedia) can extend it', () => {
    const { container } = render(<Loading className="extended" />);
    expect(container.querySelector('.extended')).toContainElement(document.querySelector('img'));
  });

  it.each([
    ['CardTop', CardTop],
    ['WithOverlay', WithOverlay],
    ['CartThumbnail', CartThumbnail],
    ['OrderThumbnail', OrderThumbnail],
    ['ProductPage', ProductPage],
    ['Loading', Loading],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
