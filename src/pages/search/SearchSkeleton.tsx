import styled from 'styled-components';
import { FiltersSkeleton, ProductListingView, SEARCH_SORT_OPTIONS } from '@/features/catalog';
import { searchHeading } from '@/shared/lib/firstLoadText';
import { SearchFrame, SearchHeading, SearchRow } from './searchLayout';

/** The large search box's room (SearchBox, size lg, in its form: 50px high, 40rem at most). */
const SearchBoxRoom = styled.div`
  height: 50px;
  max-width: 40rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

/** The listing's loading state has no card to render and no control to answer. */
const nothing = () => null;

/** The heading around its query (searchHeading's), which the route hints write into a slot. */
const [before, after] = searchHeading('\u0000').split('\u0000');

/** The skeleton fills the screen, so that the footer below it never moves up and back. */
const Frame = styled(SearchFrame)`
  min-height: 100vh;
`;

export interface SearchSkeletonProps {
  /** The query, when it is known (the shell learns it in the browser: its route hints fill it in). */
  query?: string;
  /** Hidden until the shell's route hints find a search at the address. */
  hidden?: boolean;
}

/**
 * What /search paints before its code has run: the page's heading (the query, once known), the
 * search box's room and the listing's loading state (ProductListingView's, with the filter column's room). The build renders it
 * into the shell (shell.html, the page of every address that is not prerendered: app/prerender.tsx),
 * hidden; the route hints script shows it on a search's address and writes the query into the
 * heading's slot (hints.entry.ts), before main.js has run. The app then renders the page in its place.
 */
export function SearchSkeleton({ query, hidden = false }: SearchSkeletonProps) {
  return (
    <Frame data-shell-skeleton="">
      <div data-shell-search="" hidden={hidden}>
        <SearchHeading>
          {before}
          <span data-shell-query="">{query}</span>
          {after}
        </SearchHeading>
        <SearchRow>
          <SearchBoxRoom />
        </SearchRow>
        <ProductListingView
          products={[]}
          label="Search results"
          loading
          sidebar={<FiltersSkeleton />}
          sort="featured"
          sortOptions={SEARCH_SORT_OPTIONS}
          view="grid"
          renderCard={nothing}
          onSortChange={nothing}
          onViewChange={nothing}
        />
      </div>
    </Frame>
  );
}
