import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pincodeChecked, selectRememberedPincode } from '@/features/preferences';
import { DeliveryCheck } from './DeliveryCheck';

/** The delivery check with the remembered pincode (the `preferences` key): product page and cart. */
export function DeliveryOptions() {
  const dispatch = useAppDispatch();
  const pincode = useAppSelector(selectRememberedPincode);
  const check = useCallback((checked: string) => dispatch(pincodeChecked(checked)), [dispatch]);
  return <DeliveryCheck pincode={pincode} onCheck={check} />;
}
