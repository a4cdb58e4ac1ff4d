import { useId } from 'react';
import styled from 'styled-components';
import { ShareBar } from './ShareBar';
import { formatTenths } from '@/shared/lib/numbers';
import { VisuallyHidden } from '@/shared/ui';
import type { RatingCounts } from '../types';
import { ratedFrom, ratingsText, starsName } from '../words';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Score = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Big = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color.ink};
  white-space: nowrap;

  & > span {
    color: ${({ theme }) => theme.color.star};
  }
`;

const Sentence = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Bars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BarButton = styled.button`
  display: grid;
  grid-template-columns: 3.25rem minmax(0, 1fr) 2.75rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  cursor: pointer;
  position: relative;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const Stars = styled.span`
  white-space: nowrap;

  & > span {
    color: ${({ theme }) => theme.color.star};
  }
`;

/** A bar's row: the share sits over the button's last column, outside its name (label-in-name). */
const Bar = styled.li`
  position: relative;
`;

/**
 * The share, beside the button's stars and bar rather than in it: the button's visible text is
 * then its name's ('5 stars'), and the share describes it. Clicks pass through to the button.
 */
const Share = styled.span<{ $pressed: boolean }>`
  position: absolute;
  top: 50%;
  /* The button's padding and its 1px border. */
  right: calc(${({ theme }) => theme.space.sm} + 1px);
  transform: translateY(-50%);
  width: 2.75rem;
  pointer-events: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ $pressed, theme }) => ($pressed ? theme.fontWeight.bold : 'inherit')};
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const STARS = [5, 4, 3, 2, 1] as const;

/** Whole percent of `total`; 0 when there is nothing to share. */
const percentOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

export interface RatingSummaryProps {
  /** The average, out of 5 (the catalogue's `rating`). */
  rating: number;
  /** How many ratings the catalogue counts (its `reviews`). */
  reviews: number;
  /** Five counts, 5 stars down to 1. */
  counts: RatingCounts;
  /** The bar pressed (the reviews shown are of that many stars), or null. */
  selectedStars: number | null;
  /** A bar pressed: its stars; the pressed one pressed again: null. */
  onSelectStars: (stars: number | null) => void;
}

/**
 * 'Rated {rating} out of 5 from {reviews} ratings', then five bars, 5 stars down to 1: each a toggle
 * button named '{k} stars' that filters the reviews to that rating, its share shown as a percentage
 * (and read after its name) and its count in its title.
 */
export function RatingSummary({ rating, reviews, counts, selectedStars, onSelectStars }: RatingSummaryProps) {
  const id = useId();
  const score = formatTenths(rating);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return (
    <Root>
      <Score>
        <Big aria-hidden="true">
          {score} <span>★</span>
        </Big>
        <Sentence>{ratedFrom(score, reviews)}</Sentence>
      </Score>
      <Bars>
        {STARS.map((k, i) => {
          const count = counts[i] ?? 0;
          const share = `${percentOf(count, total)}%`;
          const pressed = selectedStars === k;
          return (
            <Bar key={k}>
              <BarButton
                type="button"
                aria-label={starsName(k)}
                aria-pressed={pressed}
                aria-describedby={`${id}-${k}-share ${id}-${k}-count`}
                title={ratingsText(count)}
                onClick={() => onSelectStars(pressed ? null : k)}
              >
                <Stars aria-hidden="true">
                  {k} <span>★</span>
                </Stars>
                <ShareBar share={share} tone="star" animated />
                <VisuallyHidden id={`${id}-${k}-count`}>{ratingsText(count)}</VisuallyHidden>
              </BarButton>
              <Share id={`${id}-${k}-share`} $pressed={pressed}>
                {share}
              </Share>
            </Bar>
          );
        })}
      </Bars>
    </Root>
  );
}
