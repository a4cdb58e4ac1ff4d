import type { ComponentProps } from 'react';
import { t } from '@/shared/i18n';
import { Select } from '@/shared/ui';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';

export type StateSelectProps = Omit<
  ComponentProps<typeof Select>,
  'label' | 'options' | 'placeholder' | 'children'
>;

/**
 * The State of an address (shipping, address book): a required select of the Indian states and
 * union territories, in two groups, starting at 'Select a state'. `register` spreads straight in.
 * An option's value is the English name (what the address keeps); its text, the page's edition's.
 */
export function StateSelect(props: StateSelectProps) {
  return (
    <Select
      label={t('State')}
      required
      autoComplete="address-level1"
      placeholder={t('Select a state')}
      {...props}
    >
      <optgroup label={t('States')}>
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {t(s)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('Union Territories')}>
        {INDIAN_UNION_TERRITORIES.map((s) => (
          <option key={s} value={s}>
            {t(s)}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
