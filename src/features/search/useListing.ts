import { useCallback, useLayoutEffect, useRef } from 'react';
import { useAppStore, useServices } from '@/app/hooks';
import { usePageBusy } from '@/app/boot';
import { listingFailed, listingRetried, moreRequested } from './searchSlice';
import { selectListingKey } from './selectors';
import { LISTING_CHANNEL, syncListing, useSearchSelector, type ListingPage } from './useSearchUrlState';

// Apart from useSuggestions (every page's header box needs it, so it is in main.js): only the
// listing pages' chunks carry this.

export interface ListingControls {
  /** Load more: one more page of the same list. */
  loadMore: () => void;
  /** Try again after the catalogue failed to load. */
  retry: () => void;
}

/**
 * The catalogue's side of a listing (the worker in the browser; on the spot in the tests and the
 * prerender): once the search slice holds the page's URL (`inStep`), the answer to the slice's
 * request is asked for whenever the request changes, superseding the one before (`channel`), and
 * each answer (or the failure to load the catalogue) goes into the slice, which the listing reads.
 * Until a new answer comes the slice keeps the last one of the same listing, so a filter click
 * never blanks the list; a wait of more than 300 ms shows the page's progress bar. An answer is
 * rendered by the caller (useListingFilters, as a transition), in the same render as its count
 * and facets; `status` is the request's as that render shows it.
 */
export function useListing(
  page: ListingPage,
  inStep: boolean,
  status: { pending: boolean; failed: boolean },
  channel = LISTING_CHANNEL,
): ListingControls {
  const store = useAppStore();
  const client = useServices().queries;
  const key = useSearchSelector(selectListingKey);
  // After a retry (the flag cleared), the current request is asked again.
  const { pending, failed } = status;
  // The page as of the last render, for the answers that arrive later.
  const latest = useRef(page);
  useLayoutEffect(() => {
    latest.current = page;
  });
  // Asked as the page commits, before the browser paints it: the answer is on its way a paint sooner.
  useLayoutEffect(() => {
    if (!inStep) return undefined;
    const sync = () => {
      if (client.failed()) store.dispatch(listingFailed());
      else syncListing(store, client, latest.current, channel);
    };
    sync();
    return client.subscribe(sync);
  }, [store, client, channel, inStep, key, failed]);
  usePageBusy(inStep && pending);

  const loadMore = useCallback(() => {
    store.dispatch(moreRequested());
    // Asked at the press, not in the layout effect of the render that follows it.
    if (inStep) syncListing(store, client, latest.current, channel);
  }, [store, client, channel, inStep]);
  const retry = useCallback(() => {
    store.dispatch(listingRetried());
    client.retry();
  }, [store, client]);
  return { loadMore, retry };
}
