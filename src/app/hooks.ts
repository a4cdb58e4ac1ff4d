import { useDispatch, useSelector, useStore } from 'react-redux';
import { getServices, type Services } from './services';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The store's services (app/services.ts): the product source, the query client, the toast queue. */
export function useServices(): Services {
  return useAppDispatch()(getServices());
}
