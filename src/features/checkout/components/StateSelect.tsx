import type { ComponentProps } from 'react';
import { Select } from '@/shared/ui';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';

export type StateSelectProps = Omit<
  ComponentProps<typeof Select>,
  'label' | 'options' | 'placeholder' | 'children'
>;

/**
 * The State of an address (shipping, address book): a required select of the Indian states and
 * union territories, in two groups, starting at 'Select a state'. `register` spreads straight in.
 */
export function StateSelect(props: StateSelectProps) {
  return (
    <Select label="State" required autoComplete="address-level1" placeholder="Select a state" {...props}>
      <optgroup label="States">
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </optgroup>
      <optgroup label="Union Territories">
        {INDIAN_UNION_TERRITORIES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
