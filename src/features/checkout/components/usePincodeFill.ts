import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { lookupPincode } from '@/features/delivery';

/** The address fields a pincode can fill. */
interface WithAddress {
  pincode: string;
  state: string;
  city: string;
}

/**
 * A pincode fills what it knows: once a valid pincode of a known district is typed, an empty State
 * takes its state, and an empty City its district's main city (the delivery table); so does one
 * that still holds what an earlier pincode filled in. What the shopper chose herself is never
 * overwritten: a State that disagrees is the form's rule to report (pincodeInState, formRules.ts).
 */
export function usePincodeFill<T extends WithAddress>(form: {
  control: Control<T>;
  getValues: UseFormGetValues<T>;
  setValue: UseFormSetValue<T>;
}): void {
  // The forms' values are all strings; react-hook-form's path types do not follow a generic T.
  const { control, getValues, setValue } = form as unknown as {
    control: Control<WithAddress>;
    getValues: UseFormGetValues<WithAddress>;
    setValue: UseFormSetValue<WithAddress>;
  };
  const pincode = useWatch({ control, name: 'pincode' });
  const filled = useRef<{ state?: string; city?: string }>({});
  useEffect(() => {
    const zone = lookupPincode((pincode ?? '').trim());
    if (!zone) return;
    for (const field of ['state', 'city'] as const) {
      const now = getValues(field).trim();
      if (now !== '' && now !== filled.current[field]) continue;
      setValue(field, zone[field], { shouldDirty: true });
      filled.current[field] = zone[field];
    }
  }, [pincode, getValues, setValue]);
}
