import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useServices } from '@/app/hooks';
import { usePageBusy } from '@/app/boot';
import type { ListingRequest, ListingResult } from './engine/listing';
import { useAnswers } from './useCatalogQuery';

// Apart from useSuggestions (every page's header box needs it, so it is in main.js): only the
// listing pages' chunks carry this.

export interface ListingAnswer {
  /** The answer to the request, or while it is on its way the last one shown (undefined before any). */
  result: ListingResult | undefined;
  /** The answer to the current request has not arrived yet. */
  pending: boolean;
  /** The catalogue could not be loaded. */
  failed: boolean;
  retry: () => void;
}

/**
 * A listing's answer from the catalogue (the worker in the browser; on the spot in the tests and
 * the prerender): asked whenever the request changes, superseding the one before (`channel`).
 * While a new answer is on its way the last one stays on screen, so a filter click never blanks
 * the list; a wait of more than 300 ms shows the page's progress bar. `null`: nothing to ask.
 */
export function useListing(request: ListingRequest | null, channel = 'listing'): ListingAnswer {
  const client = useServices().queries;
  const read = () => (request ? client.peekListing(request) : undefined);
  useAnswers(client, read);
  const answer = read();
  const failed = client.failed();

  // The request as of the last render, for the effect that asks (which runs when its key changes).
  const latest = useRef(request);
  useLayoutEffect(() => {
    latest.current = request;
  });
  const missing = request !== null && answer === undefined;
  const key = missing ? JSON.stringify(request) : null;
  useEffect(() => {
    if (key !== null && latest.current) client.requestListing(channel, latest.current);
  }, [client, channel, key]);

  const [shown, setShown] = useState(answer);
  if (answer !== undefined && answer !== shown) setShown(answer);
  usePageBusy(missing && !failed);
  return { result: answer ?? shown, pending: missing, failed, retry: client.retry };
}
