import { useSyncExternalStore } from 'react';

/**
 * Whether the shopper has interacted with the page yet: a scroll, wheel, touch, pointer press or
 * key press anywhere. Code that no shopper can reach without first doing one of these (a form far
 * below the fold) loads only then, so the first screen downloads and runs less JavaScript.
 * Once true, true for the rest of the visit.
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
