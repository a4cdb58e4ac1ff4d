import { memo, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@/features/catalog';
import { t } from '@/shared/i18n';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import {
  Button,
  IconButton,
  MinusIcon,
  PlusIcon,
  Price,
  ProductMedia,
  Select,
  TrashIcon,
  VisuallyHidden,
} from '@/shared/ui';
import {
  Bottom,
  Brand,
  ChangeSize,
  Controls,
  Info,
  LineRoot,
  LineTotal,
  LowStock,
  Name,
  Quantity,
  Recommended,
  Size,
  SoldOut,
  Stepper,
} from './CartLine.styles';

export interface CartLineProps {
  product: Product;
  size: string;
  quantity: number;
  /** Catalogue price × quantity. */
  lineTotal: number;
  /** Pieces left of the size when only a few are ('Only 2 left in size M'); the line is held there. */
  left?: number | null;
  /**
   * The size has sold out since the line was added: the line stays, marked 'Sold out', without its
   * total or stepper, with 'Change size' (the sizes that can be bought, `sizes`) and Remove.
   */
  soldOut?: boolean;
  /** The sizes 'Change size' offers (those that can be bought, the line's own left out). */
  sizes?: readonly string[];
  /**
   * The size recommended from the shopper's orders (issue 34): beside a different chosen size, the
   * line reads 'Recommended: {size}' and offers 'Change size' (one per line, a sold-out line's).
   */
  recommended?: string | null;
  /** 'Change size': the line takes the new size, with its quantity. */
  onSizeChange?: (id: number, size: string, to: string) => void;
  /** Sets the line's quantity (called with the product id and size, so one stable callback serves every line). */
  onQuantityChange: (id: number, size: string, quantity: number) => void;
  onRemove: (id: number, size: string) => void;
}

/**
 * One cart line: image, brand (when known), name linking to the product, "Size: M", price with the
 * struck original price, a quantity stepper ("Decrease quantity" disabled at 1, "Increase
 * quantity" disabled at MAX_LINE_QUANTITY; at a size's last pieces it stays, and the page says
 * why no more can be added) and Remove. 'Only n left in size M' when few pieces of the size are left.
 * A size sold out since it was added: 'Sold out', 'Change size' and Remove, and no total. A size
 * other than the one recommended from the shopper's orders: 'Recommended: L' and 'Change size'
 * under it (the stepper stays). The article is named by the product name and size.
 */
export const CartLine = memo(function CartLine({
  product,
  size,
  quantity,
  lineTotal,
  left = null,
  soldOut = false,
  sizes = [],
  recommended = null,
  onQuantityChange,
  onRemove,
  onSizeChange,
}: CartLineProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const sizeId = `${id}-size`;
  const quantityId = `${id}-quantity`;
  const quantityLabelId = `${quantityId}-label`;
  const productPath = `/product/${product.id}`;
  const labelledBy = `${nameId} ${sizeId}`;
  const increaseRef = useRef<HTMLButtonElement>(null);
  const decreaseRef = useRef<HTMLButtonElement>(null);
  const atMost = quantity >= MAX_LINE_QUANTITY;
  const otherRecommended = recommended !== null && recommended !== size;
  const changeSize = (
    <Select
      label={t('Change size')}
      placeholder={t('Choose a size')}
      value=""
      aria-describedby={nameId}
      options={sizes.map((value) => ({ value, label: value }))}
      onChange={(event) => {
        if (event.target.value) onSizeChange?.(product.id, size, event.target.value);
      }}
    />
  );
  const increase = () => {
    // The plus button becomes disabled at the cap: keep keyboard focus inside the stepper.
    if (quantity + 1 >= MAX_LINE_QUANTITY) decreaseRef.current?.focus();
    onQuantityChange(product.id, size, quantity + 1);
  };
  const decrease = () => {
    // The minus button becomes disabled at 1: keep keyboard focus inside the stepper.
    if (quantity - 1 <= 1) increaseRef.current?.focus();
    onQuantityChange(product.id, size, quantity - 1);
  };
  return (
    <LineRoot aria-labelledby={labelledBy}>
      <ProductMedia src={product.image} alt={product.name} radius="md" />
      <Info>
        {product.brand && <Brand>{product.brand}</Brand>}
        <Name id={nameId}>
          <Link to={productPath}>{product.name}</Link>
        </Name>
        <Size id={sizeId}>{t('Size: {size}', { size })}</Size>
        {otherRecommended && <Recommended>{t('Recommended: {size}', { size: recommended })}</Recommended>}
        {soldOut ? (
          <SoldOut>{t('Sold out')}</SoldOut>
        ) : (
          left !== null && <LowStock>{t('Only {left} left in size {size}', { left, size })}</LowStock>
        )}
        <Price
          price={product.price}
          originalPrice={product.originalPrice}
          discount={product.discount}
          size="sm"
        />
        {otherRecommended && !soldOut && <ChangeSize>{changeSize}</ChangeSize>}
      </Info>
      <Controls>
        {soldOut ? (
          changeSize
        ) : (
          <Stepper role="group" aria-labelledby={quantityLabelId}>
            <VisuallyHidden id={quantityLabelId}>{t('Quantity')}</VisuallyHidden>
            <IconButton
              ref={decreaseRef}
              label={t('Decrease quantity')}
              aria-describedby={nameId}
              disabled={quantity <= 1}
              onClick={decrease}
            >
              <MinusIcon />
            </IconButton>
            <Quantity id={quantityId} aria-live="polite">
              {quantity}
            </Quantity>
            <IconButton
              ref={increaseRef}
              label={t('Increase quantity')}
              aria-describedby={nameId}
              disabled={atMost}
              onClick={increase}
            >
              <PlusIcon />
            </IconButton>
          </Stepper>
        )}
        <Bottom>
          {!soldOut && (
            <LineTotal>
              <VisuallyHidden>{t('Item total')} </VisuallyHidden>
              {formatINR(lineTotal)}
            </LineTotal>
          )}
          <Button
            variant="ghost"
            size="sm"
            startIcon={<TrashIcon />}
            aria-describedby={nameId}
            onClick={() => onRemove(product.id, size)}
          >
            {t('Remove')}
          </Button>
        </Bottom>
      </Controls>
    </LineRoot>
  );
});
