import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GridIcon, IconButton, ListIcon, Select } from '../../../../shared/ui';
import type { SortKey, ViewMode } from '../../searchSlice';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const SortSlot = styled.div`
  margin-left: auto;
  min-width: 12rem;
`;

const Views = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** "1 product found", "24 products found". */
export function productsFound(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`;
}

export interface ResultsHeaderProps {
  query: string;
  /** The full number of results (after filters), not the number shown so far. */
  total: number;
  sort: SortKey;
  sortOptions: readonly { value: SortKey; label: string }[];
  onSortChange: (sort: SortKey) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** The "Filters" button for small screens (hidden by the caller at 768px and up). */
  filtersButton?: ReactNode;
}

/**
 * The top of the search results: the heading 'Search Results for "query"', the count
 * ("N products found", announced politely when it changes), a "Sort by" select and the
 * Grid view / List view toggle buttons.
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
}: ResultsHeaderProps) {
  return (
    <Root>
      <h1>Search Results for &ldquo;{query}&rdquo;</h1>
      <Count aria-live="polite" aria-atomic="true">
        {productsFound(total)}
      </Count>
      <Toolbar>
        {filtersButton}
        <SortSlot>
          <Select
            label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(e) => {
              const next = sortOptions.find((o) => o.value === e.target.value);
              if (next) onSortChange(next.value);
            }}
          />
        </SortSlot>
        <Views>
          <IconButton label="Grid view" pressed={view === 'grid'} onClick={() => onViewChange('grid')}>
            <GridIcon />
          </IconButton>
          <IconButton label="List view" pressed={view === 'list'} onClick={() => onViewChange('list')}>
            <ListIcon />
          </IconButton>
        </Views>
      </Toolbar>
    </Root>
  );
}
