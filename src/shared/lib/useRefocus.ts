import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface Refocus<T extends HTMLElement> {
  /** Put it on the element that should take focus (a page heading with tabIndex -1). */
  ref: RefObject<T | null>;
  /** Call it where the focused control goes away; focus moves to `ref` once the page has re-rendered. */
  refocus: () => void;
}

/**
 * For controls that take themselves off the page (Remove on a cart line, the heart on a wishlist
 * card): focus would fall to the document, so it moves to a stable element instead, after the render
 * that removes the control.
 */
export function useRefocus<T extends HTMLElement = HTMLHeadingElement>(): Refocus<T> {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const refocus = useCallback(() => setRequests((n) => n + 1), []);
  return { ref, refocus };
}
