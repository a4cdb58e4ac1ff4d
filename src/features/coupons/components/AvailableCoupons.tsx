import { useId } from 'react';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import { Badge, Button, VisuallyHidden } from '@/shared/ui';
import type { CouponOffer } from '../rules';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $best: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px ${({ $best }) => ($best ? 'solid' : 'dashed')}
    ${({ theme, $best }) => ($best ? theme.color.success : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $best }) => ($best ? theme.color.successSoft : theme.color.surface)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  strong {
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-align: right;
`;

const Applied = styled.span`
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export interface AvailableCouponsProps {
  offers: readonly CouponOffer[];
  /** 'Apply {CODE}'. */
  onApply: (code: string) => void;
}

/**
 * 'Available coupons': each coupon with its rule, and either 'Apply {CODE}' or what is missing
 * ('Add ₹240 more'); the best applicable one is marked 'Best offer: saves ₹{n}'.
 */
export function AvailableCoupons({ offers, onApply }: AvailableCouponsProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Available coupons')}</h3>
      <List aria-labelledby={headingId}>
        {offers.map((offer) => (
          <Item key={offer.code} $best={offer.best}>
            <Text>
              <strong>{offer.code}</strong>
              <p>{translate(offer.rule)}</p>
              {offer.best && offer.saves !== undefined && (
                <Badge tone="success">
                  {t('Best offer: saves {amount}', { amount: formatINR(offer.saves) })}
                </Badge>
              )}
            </Text>
            {offer.applied ? (
              <Applied>{t('Applied')}</Applied>
            ) : offer.saves !== undefined ? (
              <Button size="sm" variant="secondary" onClick={() => onApply(offer.code)}>
                {t('Apply')}
                <VisuallyHidden> {offer.code}</VisuallyHidden>
              </Button>
            ) : (
              <Missing>{offer.missing}</Missing>
            )}
          </Item>
        ))}
      </List>
    </Root>
  );
}
