import { t } from '@/shared/i18n';
import { Button, EmptyState, SearchIcon } from '@/shared/ui';

export interface NoResultsProps {
  query: string;
  /** Clear Search: back to the 'Start searching' state. */
  onClearSearch: () => void;
  /** When the filters (not the query) left nothing: offers Clear All Filters too. */
  onClearFilters?: () => void;
}

/** 'No products found', with a Clear Search button (and Clear All Filters when filters are to blame). */
export function NoResults({ query, onClearSearch, onClearFilters }: NoResultsProps) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={t('No products found')}
      message={
        onClearFilters
          ? t('No products for “{query}” match these filters. Try removing some of them.', { query })
          : t('We couldn’t find anything for “{query}”. Check the spelling or try a more general word.', {
              query,
            })
      }
      action={
        <>
          {onClearFilters && <Button onClick={onClearFilters}>{t('Clear All Filters')}</Button>}
          <Button variant={onClearFilters ? 'secondary' : 'primary'} onClick={onClearSearch}>
            {t('Clear Search')}
          </Button>
        </>
      }
    />
  );
}
