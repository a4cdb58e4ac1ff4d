import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import { ProductMedia, VisuallyHidden } from '@/shared/ui';
import type { OrderItem } from '../ordersSlice';
import { itemTotalOf } from '../orderSummary';
import { Amount, Body, Item, List, Name, Small, Text } from './OrderItems.styles';

export interface OrderItemsProps {
  items: readonly OrderItem[];
  /** Smaller thumbnails and no brand (the checkout sidebar). */
  compact?: boolean;
  /** Accessible name of the list, e.g. "Items in ORD-001". */
  label?: string;
}

/**
 * An order's (or the cart's) items: image, name linking to the product, brand (when known), size,
 * quantity and price (the line total, with the unit price when more than one).
 */
export function OrderItems({ items, compact = false, label }: OrderItemsProps) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Item key={`${item.id}-${item.size}`} $compact={compact}>
          <ProductMedia src={item.image} alt={item.name} radius="sm" />
          <Body>
            <Text>
              <Name>
                <Link to={`/product/${item.id}`}>{item.name}</Link>
              </Name>
              {!compact && item.brand && <Small>{item.brand}</Small>}
              <Small>
                {t('Size: {size} · Qty: {quantity}', { size: item.size, quantity: item.quantity })}
              </Small>
            </Text>
            <Amount>
              <span>
                <VisuallyHidden>{t('Price')} </VisuallyHidden>
                {formatINR(itemTotalOf(item))}
              </span>
              {item.quantity > 1 && <Small>{t('{price} each', { price: formatINR(item.price) })}</Small>}
            </Amount>
          </Body>
        </Item>
      ))}
    </List>
  );
}
