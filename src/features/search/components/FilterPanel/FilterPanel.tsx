import { useId, useState } from 'react';
import { t, translate } from '@/shared/i18n';
import { PRICE_QUICK_PICKS } from '@/shared/lib/catalogOptions';
import { Button, Checkbox } from '@/shared/ui';
import { initialFilters, type Filters } from '../../searchSlice';
import type { FacetOption, Facets } from '../../types';
import { PriceRange } from '../PriceRange';
import { FilterSection } from './FilterSection';
import { OptionList, PanelHeader, PanelRoot, QuickPick, QuickPicks } from './FilterPanel.styles';

export interface FilterPanelProps {
  filters: Filters;
  /** The Brand, Size and Color options with their counts. */
  facets: Facets;
  /** A changed filter set (the caller writes it to the URL). */
  onChange: (filters: Filters) => void;
  onClearAll: () => void;
  /** Show the panel's own "Filters" heading (default true; the drawer has its own title). */
  showHeading?: boolean;
}

type ListKey = 'brands' | 'sizes' | 'colors';

/**
 * The filter panel: Price (two-thumb range and four quick picks), Brand (all 36, scrolling),
 * Size and Color; each a collapsible section, open by default, and a labelled group. Every option
 * shows the number of results it would give ("Levi's (3)"); options that would give none are
 * disabled unless ticked; the price quick picks likewise ("Under ₹1,000 (4)"). A quick pick is a
 * toggle (aria-pressed). Clear All resets every filter.
 */
export function FilterPanel({
  filters: committed,
  facets,
  onChange,
  onClearAll,
  showHeading = true,
}: FilterPanelProps) {
  const headingId = useId();
  // The router renders a URL change in a transition, so the new filters arrive a moment after the
  // click. Until they do, show what was chosen (a ticked box stays ticked); new props replace it.
  const [pending, setPending] = useState<{ from: Filters; next: Filters } | null>(null);
  const filters = pending && pending.from === committed ? pending.next : committed;
  const change = (next: Filters) => {
    setPending({ from: committed, next });
    onChange(next);
  };
  const [min, max] = filters.priceRange;

  const toggle = (key: ListKey, options: readonly FacetOption[], value: string, checked: boolean) => {
    const selected = new Set(filters[key]);
    if (checked) selected.add(value);
    else selected.delete(value);
    change({ ...filters, [key]: options.map((o) => o.value).filter((v) => selected.has(v)) });
  };

  const optionList = (key: ListKey, options: readonly FacetOption[]) => (
    <OptionList>
      {options.map((option) => {
        const checked = filters[key].includes(option.value);
        // A size or colour is shown in the page's edition ("One Size", "Black"); a brand is a name.
        const label = key === 'brands' ? option.value : translate(option.value);
        return (
          <li key={option.value}>
            <Checkbox
              label={`${label} (${option.count})`}
              checked={checked}
              disabled={option.count === 0 && !checked}
              onChange={(e) => toggle(key, options, option.value, e.target.checked)}
            />
          </li>
        );
      })}
    </OptionList>
  );

  return (
    <PanelRoot as={showHeading ? 'section' : 'div'} aria-labelledby={showHeading ? headingId : undefined}>
      <PanelHeader>
        {showHeading && <h2 id={headingId}>{t('Filters')}</h2>}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setPending({ from: committed, next: initialFilters });
            onClearAll();
          }}
        >
          {t('Clear All')}
        </Button>
      </PanelHeader>
      <FilterSection title={t('Price')}>
        <PriceRange
          value={filters.priceRange}
          onChange={(priceRange) => change({ ...filters, priceRange })}
        />
        <QuickPicks>
          {PRICE_QUICK_PICKS.map((pick, i) => {
            const pressed = min === pick.range[0] && max === pick.range[1];
            const count = facets.prices[i]?.count ?? 0;
            return (
              <QuickPick
                key={pick.label}
                type="button"
                aria-pressed={pressed}
                // Like the checkboxes: a pick that would give nothing is disabled, unless it is on.
                disabled={count === 0 && !pressed}
                // A second press lets go of the pick: the full range again.
                onClick={() =>
                  change({
                    ...filters,
                    priceRange: pressed ? [...initialFilters.priceRange] : [pick.range[0], pick.range[1]],
                  })
                }
              >
                {`${translate(pick.label)} (${count})`}
              </QuickPick>
            );
          })}
        </QuickPicks>
      </FilterSection>
      <FilterSection
        title={t('Brand')}
        scroll
        nothingFocusable={facets.brands.every(
          (option) => option.count === 0 && !filters.brands.includes(option.value),
        )}
      >
        {optionList('brands', facets.brands)}
      </FilterSection>
      <FilterSection title={t('Size')}>{optionList('sizes', facets.sizes)}</FilterSection>
      <FilterSection title={t('Color')}>{optionList('colors', facets.colors)}</FilterSection>
    </PanelRoot>
  );
}
