import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { formatCount, formatTenths } from '@/shared/lib/numbers';
import { VisuallyHidden } from '../VisuallyHidden';

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Score = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.star};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  white-space: nowrap;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface RatingProps {
  /** Average rating out of 5, e.g. 4.6. */
  value: number;
  /** Number of reviews; shown as "(1,284)" when given. */
  count?: number;
  className?: string;
}

/** "4.6 ★ (1,284)", read as "Rated 4.6 out of 5 1,284 reviews". */
export function Rating({ value, count, className }: RatingProps) {
  const score = formatTenths(Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0);
  const reviews = count !== undefined && Number.isFinite(count) ? Math.max(0, Math.round(count)) : undefined;
  const reviewsText = reviews === undefined ? '' : formatCount(reviews);
  return (
    <Root className={className}>
      <Score aria-hidden="true">{`${score} ★`}</Score>
      <VisuallyHidden>{`${t('Rated {score} out of 5', { score })} `}</VisuallyHidden>
      {reviews !== undefined && (
        <>
          <Count aria-hidden="true">{`(${reviewsText})`}</Count>
          <VisuallyHidden>
            {` ${reviews === 1 ? t('{count} review', { count: reviewsText }) : t('{count} reviews', { count: reviewsText })}`}
          </VisuallyHidden>
        </>
      )}
    </Root>
  );
}
