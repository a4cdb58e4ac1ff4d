import { useCallback, useEffect, useRef } from 'react';
import type { FocusTrapProps } from 'focus-trap-react';
import { lockScroll } from '@/shared/lib/scrollLock';

/**
 * Layout-free browsers (jsdom) cannot tell whether an element is displayed; where the browser
 * has `checkVisibility`, use it, otherwise treat every element as displayed.
 */
const displayCheck =
  typeof Element !== 'undefined' && 'checkVisibility' in Element.prototype ? 'full-native' : 'none';

/**
 * What every modal (Dialog, Drawer) does while open: Esc calls `onClose`, the page does not
 * scroll, and focus is trapped inside (the options for focus-trap-react's FocusTrap), returning to
 * the element that opened it. `close` is stable and always calls the latest `onClose`.
 */
export function useModal(open: boolean, onClose: () => void, initialFocus?: () => HTMLElement | null) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
    };
  }, [open]);

  const close = useCallback(() => onCloseRef.current(), []);
  const trapOptions: FocusTrapProps['focusTrapOptions'] = {
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: true,
    initialFocus: initialFocus ? () => initialFocus() ?? false : undefined,
    tabbableOptions: { displayCheck },
  };
  return { close, trapOptions };
}
