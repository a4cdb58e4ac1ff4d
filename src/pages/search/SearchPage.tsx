import styled from 'styled-components';
import { SEARCH_SORT_OPTIONS } from '@/features/catalog';
import { SearchBoxContainer, StartSearching, useSearchUrlState, type ListingScope } from '@/features/search';
import { FilteredListing } from '@/widgets/filtered-listing';
import { searchHeading } from '@/shared/lib/firstLoadText';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Container } from '@/shared/ui';

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

const SEARCH: ListingScope = { kind: 'search' };

/**
 * /search: the query, filters, sort and view come from the URL, parsed once into the search slice
 * (useSearchUrlState), which the page reads; the results, their count and the facet counts are the
 * catalogue's answer (its worker in the browser), kept in the same slice, listed by FilteredListing
 * as on the category and sale pages, 24 cards at a time. Every control writes the URL, so reload,
 * Back/Forward and shared links work.
 */
export default function SearchPage() {
  const { state, setQuery } = useSearchUrlState(SEARCH, { sortOptions: SEARCH_SORT_OPTIONS });
  const { query } = state;
  usePageFocus();

  return (
    <Page>
      {/* One h1 element whatever the state (focus is placed on it when the page opens). */}
      <Heading>{query ? searchHeading(query) : t('Start searching')}</Heading>
      <SearchRow>
        <SearchBoxContainer
          id="search-page-input"
          label={t('Search products')}
          formLabel={t('Search products')}
          submit="text"
          size="lg"
          onSubmit={setQuery}
        />
      </SearchRow>
      {query ? <FilteredListing scope={SEARCH} sortOptions={SEARCH_SORT_OPTIONS} /> : <StartSearching />}
    </Page>
  );
}
