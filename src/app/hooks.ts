import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState, Services } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** A thunk that gives the store's services (`getServices` in services.ts, without importing it here). */
const services = (_dispatch: unknown, _getState: unknown, extra: Services): Services => extra;

/** The store's services (app/services.ts): the product source, the query client, the toast queue. */
export function useServices(): Services {
  return useAppDispatch()(services);
}
