import { FilterDrawer } from '../FilterDrawer';
import { FilterPanel } from '../FilterPanel';
import type { Filters } from '../../searchSlice';
import type { Facets } from '../../types';

export interface MobileFilterDrawerProps {
  open: boolean;
  onClose: () => void;
  filters: Filters;
  facets: Facets;
  onChange: (filters: Filters) => void;
  onClearAll: () => void;
  resultCount: number;
}

/**
 * The drawer the phone's Filters button opens, with the panel in it: a chunk of its own (with the
 * focus trap and the price slider), loaded after the listing is shown (ListingFilters.tsx).
 */
export function MobileFilterDrawer({ open, onClose, resultCount, ...panel }: MobileFilterDrawerProps) {
  return (
    <FilterDrawer open={open} onClose={onClose} resultCount={resultCount}>
      <FilterPanel {...panel} showHeading={false} />
    </FilterDrawer>
  );
}
