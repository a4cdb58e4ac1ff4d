import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  firstScreenNeeds,
  HydrationBoundary,
  lazyOnInteraction,
  usePreloadOnFirstInteraction,
} from '@/app/boot';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import type { Filters } from '../../searchSlice';
import type { Facets } from '../../types';
import { FiltersButton } from '../FilterDrawer/FiltersButton';

/** What the filter UI of a listing needs (useListingFilters returns it as `panelProps`). */
export interface ListingFiltersProps {
  filters: Filters;
  facets: Facets;
  onChange: (filters: Filters) => void;
  onClearAll: () => void;
  /** Number of active filters (shown on the Filters button). */
  activeCount: number;
  /** Number of products the filters give (the drawer's "Show N products"). */
  resultCount: number;
}

/** Two columns from 768px: the filter sidebar and the results; one column below. */
export const ListingLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 15rem minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 16.5rem minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const PhoneOnly = styled.div`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const WIDE = '(min-width: 768px)';

// The panel (with its price slider) and the phone's drawer (with its focus trap) are chunks of their
// own: a listing rendered in the browser shows its products without waiting for them. A wide
// window starts loading the panel at once (the sidebar shows it); on a phone, the drawer (with the
// panel) loads on the shopper's first scroll or touch, else when Filters is pressed.
const FilterPanel = lazyOnInteraction(() =>
  import(/* webpackChunkName: "filter-panel" */ '../FilterPanel').then((m) => m.FilterPanel),
);
const MobileFilterDrawer = lazyOnInteraction(() =>
  import(/* webpackChunkName: "filter-drawer" */ './MobileFilterDrawer').then((m) => m.MobileFilterDrawer),
);
if (typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches) {
  // A wide listing's first screen has the panel: its controls wait for it (app/boot: AppReady).
  firstScreenNeeds(FilterPanel.preload()).catch(() => undefined);
}

/**
 * The filter panel as a sidebar, shown from 768px (hidden below: use MobileFilters there). Below
 * 768px it is not even rendered: a phone's first paint does not wait for a panel it never shows.
 * A prerendered page has it (its HTML serves every width) until the phone's first render after
 * hydration. Rendered in the browser, the sidebar is empty until the panel's chunk is there.
 */
export function FilterSidebar({ filters, facets, onChange, onClearAll }: ListingFiltersProps) {
  const wide = useMediaQuery(WIDE, true);
  if (!wide) return null;
  return (
    <Aside>
      <HydrationBoundary>
        <FilterPanel
          filters={filters}
          facets={facets}
          onChange={onChange}
          onClearAll={onClearAll}
          showHeading
        />
      </HydrationBoundary>
    </Aside>
  );
}

/** Below 768px: the "Filters" button (with the active count) and the drawer it opens. */
export function MobileFilters({
  filters,
  facets,
  onChange,
  onClearAll,
  activeCount,
  resultCount,
}: ListingFiltersProps) {
  const [open, setOpen] = useState(false);
  // The drawer is rendered from its first opening on (it renders nothing while closed).
  const [opened, setOpened] = useState(false);
  usePreloadOnFirstInteraction(MobileFilterDrawer);
  // Turning a tablet to landscape shows the sidebar: the drawer closes.
  const wide = useMediaQuery(WIDE, false);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);
  return (
    <PhoneOnly>
      <FiltersButton
        activeCount={activeCount}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        expanded={open}
      />
      {opened && (
        <Suspense fallback={null}>
          <MobileFilterDrawer
            open={open}
            onClose={() => setOpen(false)}
            resultCount={resultCount}
            filters={filters}
            facets={facets}
            onChange={onChange}
            onClearAll={onClearAll}
          />
        </Suspense>
      )}
    </PhoneOnly>
  );
}
