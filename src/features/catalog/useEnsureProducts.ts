import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ensureProducts } from './ensureProducts';
import { missingProductIds } from './selectors';

/**
 * Brings the products of `ids` into the store while a screen shows them (a product page, an
 * order's items). Returns whether any is still on its way. A shard that cannot be fetched now is
 * asked for again when the ids change.
 */
export function useEnsureProducts(ids: readonly number[]): boolean {
  const dispatch = useAppDispatch();
  const missing = useAppSelector((state) => missingProductIds(state, ids).join());
  useEffect(() => {
    if (missing === '') return;
    dispatch(ensureProducts(missing.split(',').map(Number))).catch(() => undefined);
  }, [dispatch, missing]);
  return missing !== '';
}
