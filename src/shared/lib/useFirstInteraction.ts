import { useSyncExternalStore } from 'react';

/**
 * Whether the shopper has interacted with the page yet: a scroll, wheel, touch, pointer press or
 * key press anywhere. UI that only an interaction shows (a toast, an open menu) loads then, in the
 * background, so the first screen downloads and runs less JavaScript. Content that is on the page
 * without any interaction must never wait for this. Once true, true for the rest of the visit.
 */
const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let interacted = false;
const listeners = new Set<() => void>();

function onInteraction() {
  if (interacted) return;
  interacted = true;
  for (const event of EVENTS) window.removeEventListener(event, onInteraction, true);
  for (const listener of listeners) listener();
}

let listening = false;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!listening && !interacted) {
    listening = true;
    for (const event of EVENTS)
      window.addEventListener(event, onInteraction, { capture: true, passive: true });
  }
  return () => listeners.delete(listener);
}

/**
 * Resolves on the shopper's first interaction (as useFirstInteraction), or when a form field gets
 * focus (however it got there: a field must work as soon as it has focus).
 */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
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
      window.removeEventListener('focusin', onFocus, true);
      resolve();
    };
    window.addEventListener('focusin', onFocus, true);
  });
}

export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}

/** Tests: back to "no interaction yet". */
export function resetFirstInteractionForTests(): void {
  interacted = false;
  listening = false;
  for (const event of EVENTS) window.removeEventListener(event, onInteraction, true);
}
