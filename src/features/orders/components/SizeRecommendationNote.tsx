import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/shared/ui';
import type { FitOutcome, RecommendationReason, SizeRecommendation } from '../recommendSize';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Used = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};

  a {
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** The reason under 'Recommended for you', as the shopper reads it. */
function reasonText(reason: RecommendationReason): string {
  if (reason.outcome === 'kept') return `You kept ${reason.size} in ${reason.productName}`;
  return `You returned ${reason.size} as ${reason.outcome === 'tooSmall' ? 'too small' : 'too large'}`;
}

const OUTCOME_TEXT: Readonly<Record<FitOutcome, string>> = {
  kept: 'kept',
  tooSmall: 'returned as too small',
  tooLarge: 'returned as too large',
};

export interface SizeRecommendationNoteProps {
  recommendation: SizeRecommendation;
}

/**
 * Under 'Select Size' (issue 34): 'Recommended for you: {size}' ('(sold out)' when it is), the
 * reason, and a 'Why?' toggle listing the order lines it was worked out from (each order links to
 * its page). Text beside the size group, never a second group, and it chooses nothing.
 */
export function SizeRecommendationNote({ recommendation }: SizeRecommendationNoteProps) {
  const { size, soldOut, reason, used } = recommendation;
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Root>
      <Line>
        <strong>
          Recommended for you: {size}
          {soldOut && ' (sold out)'}
        </strong>
        <Reason>{reasonText(reason)}</Reason>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          Why?
        </Button>
      </Line>
      <Used id={listId} hidden={!open} aria-label="Orders this recommendation is based on">
        {used.map((line) => (
          <li key={`${line.orderId}-${line.productId}-${line.size}`}>
            <Link to={`/orders/${line.orderId}`}>{line.orderId}</Link>: {line.name}, size {line.size},{' '}
            {OUTCOME_TEXT[line.outcome]}
          </li>
        ))}
      </Used>
    </Root>
  );
}
