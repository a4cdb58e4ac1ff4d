import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Product images are drawn at 400 × 500 (4:5); the frame keeps that shape whatever its width. */
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 500;

export type ProductMediaRadius = 'sm' | 'md' | 'lg';

const Frame = styled.div<{ $radius?: ProductMediaRadius; $overlaid: boolean }>`
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.color.surfaceSunken};

  ${({ $overlaid }) =>
    $overlaid &&
    css`
      position: relative;
    `}

  ${({ $radius, theme }) =>
    $radius &&
    css`
      border-radius: ${theme.radius[$radius]};
      overflow: hidden;
    `}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const ImageLink = styled(Link)`
  display: block;
  height: 100%;
`;

export interface ProductMediaProps {
  /** The product image. */
  src: string;
  /** Its alternative text: the product's name. */
  alt: string;
  /**
   * Rounded corners that clip the picture: thumbnails (sm, md) and the product page (lg). None
   * (default) where the card around the frame rounds and clips it.
   */
  radius?: ProductMediaRadius;
  /**
   * Makes the picture a link (to the product page). The link is out of the tab order and hidden
   * from assistive technology: the product's name is the one link a shopper tabs to and hears.
   */
  href?: string;
  /** 'lazy' (default) below the fold; 'eager' for pictures in the first screenful. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the page's largest picture (the product page). */
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'async' | 'sync' | 'auto';
  /** What sits on the picture, such as the wishlist heart (the frame is then its positioned parent). */
  children?: ReactNode;
  /** Extends the frame: `styled(ProductMedia)` for a size or position of its own. */
  className?: string;
}

/**
 * A product's picture in its 4:5 frame, on the sunken surface while it loads: the top of a product
 * or wishlist card, a cart or order thumbnail, the product page's main image.
 */
export function ProductMedia({
  src,
  alt,
  radius,
  href,
  loading = 'lazy',
  fetchPriority,
  decoding,
  children,
  className,
}: ProductMediaProps) {
  const image = (
    <img
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
    />
  );
  return (
    <Frame $radius={radius} $overlaid={children !== undefined && children !== null} className={className}>
      {href === undefined ? (
        image
      ) : (
        <ImageLink to={href} tabIndex={-1} aria-hidden="true">
          {image}
        </ImageLink>
      )}
      {children}
    </Frame>
  );
}
