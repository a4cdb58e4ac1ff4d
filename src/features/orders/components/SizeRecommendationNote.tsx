import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { t, word, type WordKey } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { Button } from '@/shared/ui';
import type { FitOutcome, RecommendationReason, SizeRecommendation } from '../recommendSize';
import { Line, Reason, Root, Used } from './SizeRecommendationNote.styles';

/** The reason under 'Recommended for you', as the shopper reads it. */
function reasonText(reason: RecommendationReason): string {
  if (reason.outcome === 'kept')
    return t('You kept {size} in {product}', { size: reason.size, product: reason.productName });
  return reason.outcome === 'tooSmall'
    ? t('You returned {size} as too small', { size: reason.size })
    : t('You returned {size} as too large', { size: reason.size });
}

/** What became of an order line, in English (translated where it is shown). */
const OUTCOME_TEXT: Readonly<Record<FitOutcome, WordKey>> = {
  kept: word('kept'),
  tooSmall: word('returned as too small'),
  tooLarge: word('returned as too large'),
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
          {soldOut
            ? t('Recommended for you: {size} (sold out)', { size })
            : t('Recommended for you: {size}', { size })}
        </strong>
        <Reason>{reasonText(reason)}</Reason>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t('Why?')}
        </Button>
      </Line>
      <Used id={listId} hidden={!open} aria-label={t('Orders this recommendation is based on')}>
        {used.map((line) => {
          const order = <Link to={`/orders/${line.orderId}`}>{line.orderId}</Link>;
          return (
            <li key={`${line.orderId}-${line.productId}-${line.size}`}>
              {tNodes('{order}: {name}, size {size}, {outcome}', {
                order,
                name: line.name,
                size: line.size,
                outcome: t(OUTCOME_TEXT[line.outcome]),
              })}
            </li>
          );
        })}
      </Used>
    </Root>
  );
}
