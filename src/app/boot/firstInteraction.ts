import { useSyncExternalStore } from 'react';

/**
 * The shopper's first interaction with the page: a scroll, wheel, touch, pointer press or key press
 * anywhere. UI that only an interaction shows (a toast, an open menu) loads then, in the
 * background, and so does a prerendered part that hydrates lazily: the first screen downloads and
 * runs less JavaScript. Content that is on the page without any interaction must never wait for
 * it. Once it has happened, it has happened for the rest of the visit.
 */
export interface FirstInteraction {
  /** Whether the shopper has interacted yet. */
  happened(): boolean;
  /** Calls `listener` on the first interaction (listening starts with the first subscriber). */
  subscribe(listener: () => void): () => void;
  /**
   * Resolves on the first interaction, or when a form field gets focus (however it got there: a
   * field must work as soon as it has focus).
   */
  reached(): Promise<void>;
}

const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The first interaction on `target` (the page's window; none while prerendering, where it never
 * comes). Nothing listens until the first subscriber: a page that never asks adds no listener.
 */
export function createFirstInteraction(target: Window | undefined): FirstInteraction {
  let interacted = false;
  let listening = false;
  const listeners = new Set<() => void>();

  function onInteraction() {
    if (interacted) return;
    interacted = true;
    for (const event of EVENTS) target?.removeEventListener(event, onInteraction, true);
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!listening && !interacted) {
      listening = true;
      for (const event of EVENTS)
        target?.addEventListener(event, onInteraction, { capture: true, passive: true });
    }
    return () => listeners.delete(listener);
  }

  return {
    happened: () => interacted,
    subscribe,
    reached: () =>
      new Promise((resolve) => {
        if (interacted) {
          resolve();
          return;
        }
        const onFocus = (event: FocusEvent) => {
          if (event.target instanceof Element && event.target.matches('input, select, textarea')) done();
        };
        const unsubscribe = subscribe(() => done());
        const done = () => {
          unsubscribe();
          target?.removeEventListener('focusin', onFocus, true);
          resolve();
        };
        target?.addEventListener('focusin', onFocus, true);
      }),
  };
}

/** The page's one first interaction: what the app's lazy parts wait for. */
export const pageInteraction = createFirstInteraction(typeof window === 'undefined' ? undefined : window);

/**
 * Whether the shopper has interacted with the page yet (false while prerendering and hydrating,
 * so the markup matches). `interaction`: the page's, unless a test builds its own.
 */
export function useFirstInteraction(interaction: FirstInteraction = pageInteraction): boolean {
  return useSyncExternalStore(interaction.subscribe, interaction.happened, () => false);
}
