import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, word } from '@/shared/i18n';
import { Button, Card, ProductMedia } from '@/shared/ui';
import type { Product } from '../../types';

/** What the section says with and without alerts (English; shown in the page's edition). */
const NO_ALERTS = word(
  'No alerts yet. On a product page, choose ‘Notify me’ under a sold-out size to hear when it is back.',
);
const WILL_TELL = word("We'll tell you here, on your next visit, when one of these sizes is back in stock.");

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  a {
    color: inherit;
  }
`;

/** A saved wish to hear when a sold-out size is back, with its product. */
export interface StockAlertEntry {
  product: Product;
  size: string;
}

export interface StockAlertsProps {
  alerts: readonly StockAlertEntry[];
  /** 'Remove' on an alert. */
  onRemove: (productId: number, size: string) => void;
}

/**
 * The profile's 'Back-in-stock alerts': each sold-out size the shopper asked to hear about, with
 * its product and 'Remove'. When one is back in stock the shop says so on the next visit and the
 * alert goes. After Remove, focus moves to the section's heading (the button is gone).
 */
export function StockAlerts({ alerts, onRemove }: StockAlertsProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('Back-in-stock alerts')}
      </h2>
      {alerts.length === 0 ? (
        <Muted>{t(NO_ALERTS)}</Muted>
      ) : (
        <>
          <Muted>{t(WILL_TELL)}</Muted>
          <List>
            {alerts.map(({ product, size }) => {
              const nameId = `${headingId}-${product.id}-${size}`;
              return (
                <Item key={`${product.id} ${size}`}>
                  <ProductMedia src={product.image} alt="" radius="md" />
                  <div>
                    <Name id={nameId}>
                      <Link to={`/product/${product.id}`}>
                        {t('{name}, size {size}', { name: product.name, size })}
                      </Link>
                    </Name>
                    <Muted>{t('Sold out')}</Muted>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-describedby={nameId}
                    onClick={() => {
                      onRemove(product.id, size);
                      headingRef.current?.focus();
                    }}
                  >
                    {t('Remove')}
                  </Button>
                </Item>
              );
            })}
          </List>
        </>
      )}
    </Card>
  );
}
