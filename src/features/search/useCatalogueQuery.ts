import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAppStore } from '@/app/hooks';
import { usePageBusy } from '@/shared/lib/pageBusy';
import type { ListingRequest, ListingResult } from './engine/listing';
import type { QueryClient } from './engine/queryClient';
import type { Suggestion } from './types';

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
 * Renders again, as a transition, when the catalogue answers: React renders the new list in
 * slices between which the page answers input, so a list of 24 new cards arriving while the
 * shopper types or clicks is never one long task. `read` is what the component showed: an answer
 * that came between its render and this subscription renders it again too.
 */
function useAnswers(client: QueryClient, read: () => unknown): void {
  const [, setVersion] = useState(0);
  const shown = useRef<unknown>(undefined);
  const reader = useRef(read);
  useLayoutEffect(() => {
    shown.current = read();
    reader.current = read;
  });
  useEffect(() => {
    const renderAgain = () => startTransition(() => setVersion((version) => version + 1));
    const unsubscribe = client.subscribe(renderAgain);
    if (reader.current() !== shown.current) renderAgain();
    return unsubscribe;
  }, [client]);
}

/**
 * A listing's answer from the catalogue (the worker in the browser; on the spot in the tests and
 * the prerender): asked whenever the request changes, superseding the one before (`channel`).
 * While a new answer is on its way the last one stays on screen, so a filter click never blanks
 * the list; a wait of more than 300 ms shows the page's progress bar. `null`: nothing to ask.
 */
export function useListing(request: ListingRequest | null, channel = 'listing'): ListingAnswer {
  const client = useAppStore().queries;
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

const NO_SUGGESTIONS: Suggestion[] = [];

/**
 * The suggestions for what is typed in a search box (`query`, null: none wanted), from the same
 * catalogue: each keystroke asks again, superseding the one before; until its answer arrives the
 * last suggestions stay.
 */
export function useSuggestions(query: string | null, channel: string): Suggestion[] {
  const client = useAppStore().queries;
  const read = () => (query === null ? NO_SUGGESTIONS : client.peekSuggestions(query));
  useAnswers(client, read);
  const answer = read();
  useEffect(() => {
    if (query !== null && answer === undefined) client.requestSuggestions(channel, query);
  }, [client, channel, query, answer]);
  const [shown, setShown] = useState(answer ?? NO_SUGGESTIONS);
  if (answer !== undefined && answer !== shown) setShown(answer);
  return query === null ? NO_SUGGESTIONS : (answer ?? shown);
}
