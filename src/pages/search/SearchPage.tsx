import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { LoadMore, ProductGrid, SEARCH_SORT_OPTIONS, type Product } from '@/features/catalog';
import {
  activeFilterCount,
  FilterSidebar,
  ListingLayout,
  MobileFilters,
  NoResults,
  ResultsHeader,
  SearchBoxContainer,
  StartSearching,
  useListing,
  useSearchUrlState,
  type Facets,
  type ListingFiltersProps,
  type ListingRequest,
} from '@/features/search';
import { renderProductCard } from '@/widgets/product-card';
import { searchHeading } from '@/shared/lib/firstLoadText';
import { useFocusNewItems, useLoadMoreLimit } from '@/shared/lib/usePagedList';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Button, Container, EmptyState, SearchIcon, Spinner } from '@/shared/ui';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SearchRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Results = styled.div`
  min-width: 0;
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

const NO_PRODUCTS: readonly Product[] = [];
const NO_FACETS: Facets = { prices: [], brands: [], sizes: [], colors: [] };
/** The first row of the widest grid loads its images eagerly. */
const EAGER_CARDS = 4;

/**
 * /search: the query, filters, sort and view come from the URL (useSearchUrlState keeps the
 * search slice in step with it); the results, their count and the facet counts are one answer of
 * the catalogue (its worker in the browser: useListing), 24 cards at a time. Every control writes
 * the URL, so reload, Back/Forward and shared links work.
 */
export default function SearchPage() {
  const { state, setFilters, clearFilters, setSort, setView, setQuery, clearSearch } = useSearchUrlState({
    sortOptions: SEARCH_SORT_OPTIONS,
  });
  const { query, filters, sort, view } = state;
  usePageFocus();

  // 24 cards, then 24 more per Load more; back to 24 whenever the results change.
  const { limit, loadMore } = useLoadMoreLimit(JSON.stringify([query, filters, sort]));
  const request = useMemo<ListingRequest | null>(
    () => (query ? { base: { kind: 'search', query }, filters, sort, limit } : null),
    [query, filters, sort, limit],
  );
  const answer = useListing(request);
  const { failed, retry } = answer;
  // While a new query's results are on their way, the last query's are not shown under its heading
  // (new filters or a new sort keep the last list on screen until the new one comes).
  const [answeredQuery, setAnsweredQuery] = useState(query);
  if (!answer.pending && answeredQuery !== query) setAnsweredQuery(query);
  const result = answer.pending && answeredQuery !== query ? undefined : answer.result;
  const shown = result?.products ?? NO_PRODUCTS;
  const total = result?.total ?? 0;
  const facets = result?.facets ?? NO_FACETS;
  const { listRef, focusFrom } = useFocusNewItems(shown.length);

  const searchBox = (
    <SearchBoxContainer
      id="search-page-input"
      label="Search products"
      formLabel="Search products"
      submit="text"
      size="lg"
      onSubmit={setQuery}
    />
  );

  // One h1 element whatever the state (focus is placed on it when the page opens).
  const heading = <Heading>{query ? searchHeading(query) : 'Start searching'}</Heading>;

  if (!query) {
    return (
      <Page>
        {heading}
        <SearchRow>{searchBox}</SearchRow>
        <StartSearching />
      </Page>
    );
  }

  const panelProps: ListingFiltersProps = {
    filters,
    facets,
    onChange: setFilters,
    onClearAll: clearFilters,
    activeCount: activeFilterCount(filters),
    resultCount: total,
  };

  let body;
  if (failed) {
    body = (
      <EmptyState
        icon={<SearchIcon />}
        title="Search is not available right now"
        message="Please check your connection and try again."
        action={<Button onClick={retry}>Try again</Button>}
      />
    );
  } else if (!result) {
    body = (
      <Loading>
        <Spinner label="Searching…" showLabel />
      </Loading>
    );
  } else if (result.baseTotal === 0) {
    // Nothing matches the query: no filter panel, just the way back.
    body = (
      <>
        <ResultsHeader
          query={query}
          total={0}
          sort={sort}
          sortOptions={SEARCH_SORT_OPTIONS}
          onSortChange={setSort}
          view={view}
          onViewChange={setView}
          showHeading={false}
          showControls={false}
        />
        <NoResults query={query} onClearSearch={clearSearch} />
      </>
    );
  } else {
    body = (
      <ListingLayout>
        <FilterSidebar {...panelProps} />
        <Results>
          <ResultsHeader
            query={query}
            total={total}
            sort={sort}
            sortOptions={SEARCH_SORT_OPTIONS}
            onSortChange={setSort}
            view={view}
            onViewChange={setView}
            filtersButton={<MobileFilters {...panelProps} />}
            showHeading={false}
          />
          {total === 0 ? (
            <NoResults query={query} onClearSearch={clearSearch} onClearFilters={clearFilters} />
          ) : (
            <>
              <ProductGrid
                products={shown}
                layout={view}
                headingLevel={2}
                eagerCount={EAGER_CARDS}
                renderCard={renderProductCard}
                aria-label={`Results for ${query}`}
                // New filters or a new sort: the last results stay, busy, until the new ones come.
                aria-busy={answer.pending || undefined}
                listRef={listRef}
              />
              <LoadMore
                shown={shown.length}
                total={total}
                onLoadMore={() => {
                  focusFrom(shown.length);
                  loadMore();
                }}
              />
            </>
          )}
        </Results>
      </ListingLayout>
    );
  }

  return (
    <Page>
      {heading}
      <SearchRow>{searchBox}</SearchRow>
      {body}
    </Page>
  );
}
