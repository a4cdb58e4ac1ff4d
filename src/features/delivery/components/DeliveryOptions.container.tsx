import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pincodeChecked, selectRememberedPincode } from '@/features/preferences';
import { selectAllows } from '@/features/privacy';
import { DeliveryCheck } from './DeliveryCheck';

/**
 * The delivery check with the remembered pincode (the `preferences` key): product page and cart.
 * When the shopper chose not to keep optional data, the pincode checked here is shown here only,
 * for as long as the page is open, and remembered nowhere.
 */
export function DeliveryOptions() {
  const dispatch = useAppDispatch();
  const remembered = useAppSelector(selectRememberedPincode);
  const remembers = useAppSelector((state) => selectAllows(state, 'pincode'));
  const [checkedHere, setCheckedHere] = useState<string | null>(null);
  const check = useCallback(
    (checked: string) => (remembers ? dispatch(pincodeChecked(checked)) : setCheckedHere(checked)),
    [dispatch, remembers],
  );
  return <DeliveryCheck pincode={remembers ? remembered : checkedHere} onCheck={check} />;
}
