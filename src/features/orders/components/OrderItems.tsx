import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatINR } from '@/shared/lib/money';
import { ProductMedia, productNameStyles, VisuallyHidden } from '@/shared/ui';
import type { OrderItem } from '../ordersSlice';
import { itemTotalOf } from '../orderSummary';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? '3rem' : '4rem')} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** Name and details, then the amount beside them; on a narrow card the amount goes below. */
const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.span`
  ${productNameStyles}
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Amount = styled.div`
  display: flex;
  margin-left: auto;
  flex-direction: column;
  align-items: flex-end;
  text-align: right;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

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
                Size: {item.size} · Qty: {item.quantity}
              </Small>
            </Text>
            <Amount>
              <span>
                <VisuallyHidden>Price </VisuallyHidden>
                {formatINR(itemTotalOf(item))}
              </span>
              {item.quantity > 1 && <Small>{formatINR(item.price)} each</Small>}
            </Amount>
          </Body>
        </Item>
      ))}
    </List>
  );
}
