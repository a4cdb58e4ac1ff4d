import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import type { SortKey } from '../../sort';
import type { CardLayout } from '../ProductCard';
import { SortSelect } from '../SortSelect';
import { ViewToggle } from '../ViewToggle';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'count view'
    'tools tools';
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'count tools view';
  }
`;

const Count = styled.p`
  grid-area: count;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Tools = styled.div`
  grid-area: tools;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const View = styled.div`
  grid-area: view;
`;

const InlineSort = styled(SortSelect)`
  flex: 1 1 auto;
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    flex: none;
    white-space: nowrap;
  }
  & > div {
    flex: 1 1 auto;
    min-width: 0;
  }
  select {
    min-width: 0;
  }

  ${({ theme }) => theme.media.md} {
    flex: none;
    & > div {
      flex: none;
    }
    select {
      width: auto;
      min-width: 12.5rem;
    }
  }
`;

/** "1 product found" / "24 products found". */
export function productsFound(count: number): string {
  return count === 1 ? t('{count} product found', { count }) : t('{count} products found', { count });
}

export interface ListingHeaderProps {
  /** The full number of products the listing holds (not just those shown so far). */
  count: number;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  sortOptions?: readonly { value: SortKey; label: string }[];
  view: CardLayout;
  onViewChange: (view: CardLayout) => void;
  /** Extra controls before the sort, e.g. the Filters button of the filter drawer. */
  extra?: ReactNode;
}

/** The bar above a listing: the count (announced politely when it changes), sort and view. */
export function ListingHeader({
  count,
  sort,
  onSortChange,
  sortOptions,
  view,
  onViewChange,
  extra,
}: ListingHeaderProps) {
  return (
    <Bar>
      <Count aria-live="polite">{productsFound(count)}</Count>
      <Tools>
        {extra}
        <InlineSort value={sort} onChange={onSortChange} options={sortOptions} />
      </Tools>
      <View>
        <ViewToggle value={view} onChange={onViewChange} />
      </View>
    </Bar>
  );
}
