import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ListingHeader, productsFound, type SortKey } from '@/features/catalog';
import type { ViewMode } from '../../searchSlice';
import { searchHeading } from '@/shared/lib/firstLoadText';

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Root = styled.div`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

export interface ResultsHeaderProps {
  query: string;
  /** The full number of results (after filters), not the number shown so far. */
  total: number;
  sort: SortKey;
  sortOptions: readonly { value: SortKey; label: string }[];
  onSortChange: (sort: SortKey) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** The "Filters" button for small screens (it hides itself from 768px). */
  filtersButton?: ReactNode;
  /**
   * Render the h1 (default true). The search page renders its own h1, one element whatever the
   * state, so that focus placed on it when the page opens is never lost.
   */
  showHeading?: boolean;
  /** Show the sort and view controls (default true; nothing to sort when the query found nothing). */
  showControls?: boolean;
}

/**
 * The top of the search results: the heading 'Search Results for "query"', then the listing bar
 * shared with the category pages: the count ("N products found", announced politely when it
 * changes), the "Sort by" select and the Grid view / List view toggle buttons.
 */
export function ResultsHeader({
  query,
  total,
  sort,
  sortOptions,
  onSortChange,
  view,
  onViewChange,
  filtersButton,
  showHeading = true,
  showControls = true,
}: ResultsHeaderProps) {
  return (
    <Root>
      {showHeading && <h1>{searchHeading(query)}</h1>}
      {showControls ? (
        <ListingHeader
          count={total}
          sort={sort}
          onSortChange={onSortChange}
          sortOptions={sortOptions}
          view={view}
          onViewChange={onViewChange}
          extra={filtersButton}
        />
      ) : (
        <Count aria-live="polite">{productsFound(total)}</Count>
      )}
    </Root>
  );
}
