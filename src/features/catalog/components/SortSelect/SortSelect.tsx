import { t, translate } from '@/shared/i18n';
import { Select } from '@/shared/ui';
import { CATEGORY_SORT_OPTIONS, isSortKey, type SortKey } from '../../sort';

export interface SortSelectProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
  /** The listing's sorts (default: the six of the category listing). */
  options?: readonly { value: SortKey; label: string }[];
  id?: string;
  className?: string;
}

/** The native `<select>` labelled "Sort by". */
export function SortSelect({
  value,
  onChange,
  options = CATEGORY_SORT_OPTIONS,
  id,
  className,
}: SortSelectProps) {
  return (
    <Select
      label={t('Sort by')}
      id={id}
      className={className}
      value={value}
      // The labels are English (sort.ts); the values, which the address keeps, never change.
      options={options.map((option) => ({ ...option, label: translate(option.label) }))}
      onChange={(event) => {
        if (isSortKey(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
