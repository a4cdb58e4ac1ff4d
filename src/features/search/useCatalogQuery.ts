import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useServices } from '@/app/hooks';
import type { QueryClient } from './engine/queryClient';
import type { Suggestion } from './types';

/**
 * Renders again, as a transition, when the catalogue answers: React renders the new list in
 * slices between which the page answers input, so a list of 24 new cards arriving while the
 * shopper types or clicks is never one long task. `read` is what the component showed: an answer
 * that came between its render and this subscription renders it again too.
 */
export function useAnswers(client: QueryClient, read: () => unknown): void {
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

const NO_SUGGESTIONS: Suggestion[] = [];

/**
 * The suggestions for what is typed in a search box (`query`, null: none wanted), from the same
 * catalogue: each keystroke asks again, superseding the one before; until its answer arrives the
 * last suggestions stay.
 */
export function useSuggestions(query: string | null, channel: string): Suggestion[] {
  const client = useServices().queries;
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
