import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { useFocusNewItems } from '@/shared/lib/usePagedList';
import { Button } from '@/shared/ui';
import type { ShownReview } from '../types';
import { ReviewCard } from './ReviewCard';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.lg};

  & > button {
    align-self: flex-start;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.inkMuted};

  & > p {
    margin: 0;
  }
`;

/** Reviews shown at first, and shown more by each 'Show more reviews'. */
export const REVIEWS_PAGE = 5;

export interface ReviewListProps {
  /** Sorted and filtered as the shopper asked. */
  reviews: readonly ShownReview[];
  /** A filter is on (stars, 'With photos'): an empty list then offers to clear it. */
  filtered: boolean;
  /** 'Clear filters' in the empty state. */
  onClearFilters: () => void;
  onToggleHelpful: (id: string) => void;
  onDelete: (id: string) => void;
  /**
   * The list starts again at 5 when this changes (a new sort or filter), not when a review changes
   * (marked helpful, deleted).
   */
  pageKey?: string;
}

/**
 * The reviews, 5 at first: 'Show more reviews' shows 5 more and moves focus to the first of them.
 * When a filter matches nothing, 'No reviews match these filters' with 'Clear filters'. After a
 * review is deleted, focus goes to the one that took its place (or the one before, or the empty
 * state), never to the page's start.
 */
export function ReviewList({
  reviews,
  filtered,
  onClearFilters,
  onToggleHelpful,
  onDelete,
  pageKey = '',
}: ReviewListProps) {
  const [paging, setPaging] = useState({ key: pageKey, count: REVIEWS_PAGE });
  const count = paging.key === pageKey ? paging.count : REVIEWS_PAGE;
  const shown = reviews.slice(0, count);
  const { listRef, focusFrom } = useFocusNewItems<HTMLUListElement>(shown.length, 'article');

  // Deleting a review: once it is gone, focus goes to what is now in its place.
  const deleted = useRef<{ id: string; index: number } | null>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pending = deleted.current;
    if (!pending || reviews.some((review) => review.id === pending.id)) return;
    deleted.current = null;
    const items = listRef.current?.children;
    const target = items?.[Math.min(pending.index, items.length - 1)]?.querySelector('article');
    (target ?? emptyRef.current)?.focus();
  }, [reviews, listRef]);

  const remove = (id: string) => {
    deleted.current = { id, index: shown.findIndex((review) => review.id === id) };
    onDelete(id);
  };

  if (reviews.length === 0) {
    return (
      <Empty ref={emptyRef} tabIndex={-1}>
        {filtered ? (
          <>
            <p>{t('No reviews match these filters')}</p>
            <Button variant="secondary" size="sm" onClick={onClearFilters}>
              {t('Clear filters')}
            </Button>
          </>
        ) : (
          <p>{t('No reviews yet. Be the first to write one.')}</p>
        )}
      </Empty>
    );
  }

  return (
    <Root>
      <List ref={listRef}>
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} onToggleHelpful={onToggleHelpful} onDelete={remove} />
          </li>
        ))}
      </List>
      {shown.length < reviews.length && (
        <Button
          variant="secondary"
          onClick={() => {
            focusFrom(shown.length);
            setPaging({ key: pageKey, count: count + REVIEWS_PAGE });
          }}
        >
          {t('Show more reviews')}
        </Button>
      )}
    </Root>
  );
}
