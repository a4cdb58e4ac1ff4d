import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { LoadMore, ProductGrid, SEARCH_SORT_OPTIONS, selectProducts, type Product } from '@/features/catalog';
import {
  activeFilterCount,
  FilterSidebar,
  ListingLayout,
  MobileFilters,
  NoResults,
  ResultsHeader,
  SearchBoxContainer,
  selectFacetCounts,
  selectFilteredSortedResults,
  selectSearchResults,
  StartSearching,
  useSearchEngine,
  useSearchUrlState,
  type EngineStep,
  type Facets,
  type ListingFiltersProps,
} from '@/features/search';
import { renderProductCard } from '@/widgets/product-card';
import { searchHeading } from '@/shared/lib/firstLoadText';
import { usePagedList } from '@/shared/lib/usePagedList';
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

const NO_PRODUCTS: Product[] = [];
const NO_FACETS: Facets = { prices: [], brands: [], sizes: [], colors: [] };
/** The first row of the widest grid loads its images eagerly. */
const EAGER_CARDS = 4;

/**
 * /search: the query, filters, sort and view come from the URL (useSearchUrlState keeps the
 * search slice in step with it); the results come from memoized selectors over the catalogue and
 * that slice. Every control writes the URL, so reload, Back/Forward and shared links work.
 */
export default function SearchPage() {
  const { state, setFilters, clearFilters, setSort, setView, setQuery, clearSearch } = useSearchUrlState({
    sortOptions: SEARCH_SORT_OPTIONS,
  });
  const { query, filters, sort, view } = state;
  usePageFocus();

  // Before the results render: the catalogue's index, then the search, each in a task of its own.
  const store = useAppStore();
  const steps = useMemo<EngineStep[]>(
    () => [
      (e) => e.prepareIndex(selectProducts(store.getState())),
      (e) => selectSearchResults(store.getState(), e),
    ],
    [store],
  );
  const { engine, failed, retry } = useSearchEngine(query !== '', steps);
  const results = useAppSelector((s) => (engine ? selectSearchResults(s, engine) : NO_PRODUCTS));
  const products = useAppSelector((s) => (engine ? selectFilteredSortedResults(s, engine) : NO_PRODUCTS));
  const facets = useAppSelector((s) => (engine ? selectFacetCounts(s, engine) : NO_FACETS));
  // 24 cards, then 24 more per Load more; back to 24 whenever the results change.
  const { shown, listRef, loadMore } = usePagedList(products);

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
    resultCount: products.length,
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
  } else if (!engine) {
    body = (
      <Loading>
        <Spinner label="Searching…" showLabel />
      </Loading>
    );
  } else if (results.length === 0) {
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
            total={products.length}
            sort={sort}
            sortOptions={SEARCH_SORT_OPTIONS}
            onSortChange={setSort}
            view={view}
            onViewChange={setView}
            filtersButton={<MobileFilters {...panelProps} />}
            showHeading={false}
          />
          {products.length === 0 ? (
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
                listRef={listRef}
              />
              <LoadMore shown={shown.length} total={products.length} onLoadMore={loadMore} />
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
