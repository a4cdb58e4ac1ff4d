import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ProductSource } from '@/features/catalog';
import type { ReviewsRoom } from '@/features/reviews';
import type { QueryClient } from '@/features/search';
import type { ToastStore } from '@/shared/ui';

/**
 * What features use besides the state: the catalogue's products one at a time, where listings and
 * suggestions are asked, the toast queue, and the room storage has for the shopper's reviews. They reach features one way: the store is made with
 * them (app/store.ts), as Redux Toolkit's thunk `extraArgument` and as its listeners' `extra` (the
 * same object). A thunk reads them from its third argument, a listener from `extra`, and a
 * component through `useServices` (app/hooks.ts), which dispatches `getServices`.
 */
export interface Services {
  /**
   * The catalogue's products, one at a time: the shards of the build's catalogue in the browser
   * (main.tsx), the whole catalogue at hand in the prerender, the tests and the stories.
   */
  products: ProductSource;
  /** Where listings and suggestions are asked: the catalogue's worker in the browser, else on the spot. */
  queries: QueryClient;
  /** The queue of the store's messages, which AppProviders renders. */
  toasts: ToastStore;
  /**
   * Whether storage takes the `reviews` key's next value, written ahead (app/persistence
   * `writeAhead`): a review with photos is committed only if it does. Always, in a store that
   * keeps nothing (the tests, the stories, the prerender).
   */
  reviewsRoom: ReviewsRoom;
  /**
   * 'Delete my data' (the Privacy Centre): signs the shopper out and empties this device's storage
   * but the privacy choice, here and in every other open tab (app/eraseData.ts). A store that keeps
   * nothing (tests, stories) erases only in its own tab.
   */
  eraseData: () => Promise<void>;
}

/** A thunk that gives the store's services (`dispatch(getServices())`). */
export const getServices =
  (): ThunkAction<Services, unknown, Services, UnknownAction> => (_dispatch, _getState, services) =>
    services;
