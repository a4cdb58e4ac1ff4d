/** Open modal layers (drawers, dialogs): the page under them does not scroll while any is open. */
let locks = 0;
let savedOverflow = '';

/** Locks page scroll until the returned function is called (once); nesting-safe across every modal layer. */
export function lockScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}
