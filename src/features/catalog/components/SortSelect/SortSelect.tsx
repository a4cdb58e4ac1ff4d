import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t, translate } from '@/shared/i18n';
import { Select } from '@/shared/ui';
import { CATEGORY_SORT_OPTIONS, isSortKey, type SortKey } from '../../sort';

export interface SortSelectProps {
  value: SortKey;
  /** Called once the shopper's choice has been painted (see SortSelect). */
  onChange: (sort: SortKey) => void;
  /** The listing's sorts (default: the six of the category listing). */
  options?: readonly { value: SortKey; label: string }[];
  id?: string;
  className?: string;
}

/**
 * The native `<select>` labelled "Sort by".
 *
 * It shows the shopper's choice at once, from its own state, and calls `onChange` once that frame
 * has been painted (a task after the next animation frame): the listing's navigation (the
 * address's `history.pushState`, the router's transition, the listing taking the new address over
 * a large catalogue) then runs after the key or click has been answered, not before the frame that
 * shows it (issue 33: a sort's input-to-paint). The results come a frame later than they would;
 * the work itself is not less. A newer choice made meanwhile replaces the older. Once `onChange`
 * has been called, the select shows `value` again, in a transition (the one the router's
 * navigation is in, when it is one): the listing's new sort and the select change together, and a
 * `value` that never took the choice (Back pressed before the listing caught up) is what shows.
 */
export function SortSelect({
  value,
  onChange,
  options = CATEGORY_SORT_OPTIONS,
  id,
  className,
}: SortSelectProps) {
  // The shopper's choice, shown until the listing has been told of it (then `value` is).
  const [choice, setChoice] = useState<SortKey | null>(null);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  // The newest choice's turn: an older one's call, or any after the select has left the page, is
  // dropped.
  const turn = useRef(0);
  useEffect(
    () => () => {
      turn.current = -1;
    },
    [],
  );
  return (
    <Select
      label={t('Sort by')}
      id={id}
      className={className}
      value={choice ?? value}
      // The labels are English (sort.ts); the values, which the address keeps, never change.
      options={options.map((option) => ({ ...option, label: translate(option.label) }))}
      onChange={(event) => {
        const next = event.target.value;
        if (!isSortKey(next)) return;
        setChoice(next);
        const mine = ++turn.current;
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (turn.current !== mine) return;
            latestOnChange.current(next);
            startTransition(() => setChoice(null));
          }),
        );
      }}
    />
  );
}
