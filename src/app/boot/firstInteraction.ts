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
  /**
   * Calls `listener` after the first interaction, in the task that follows it (listening starts
   * with the first subscriber).
   */
  subscribe(listener: () => void): () => void;
  /**
   * Resolves on the first interaction, or when a form field gets focus (however it got there: a
   * field must work as soon as it has focus).
   */
  reached(): Promise<void>;
}

// A click too: assistive technology may activate a link or a button with a click alone.
const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'click'] as const;

/**
 * The first interaction on `target` (the page's window; none while prerendering, where it never
 * comes). Nothing listens until the first subscriber, unless `eager`: then from now on.
 */
export function createFirstInteraction(target: Window | undefined, eager = false): FirstInteraction {
  let interacted = false;
  let listening = false;
  const listeners = new Set<() => void>();

  function onInteraction() {
    if (interacted) return;
    interacted = true;
    for (const event of EVENTS) target?.removeEventListener(event, onInteraction, true);
    // In a task of their own, after the interaction's: what they start (chunks requested, script
    // elements added) is no part of the shopper's first key or tap, whose answer paints first.
    setTimeout(() => {
      for (const listener of listeners) listener();
    });
  }

  function listen() {
    if (listening || interacted) return;
    listening = true;
    for (const event of EVENTS)
      target?.addEventListener(event, onInteraction, { capture: true, passive: true });
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    listen();
    return () => listeners.delete(listener);
  }

  if (eager) listen();
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

/**
 * The page's one first interaction: what the app's lazy parts wait for. It listens from the start
 * (main.js): a shopper may press a link while the page hydrates, before any part has subscribed,
 * and a part that waits for the first interaction must not wait for a second one (a navigation
 * waits for that part's code).
 */
export const pageInteraction = createFirstInteraction(
  typeof window === 'undefined' ? undefined : window,
  true,
);
