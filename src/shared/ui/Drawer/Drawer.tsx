import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { lockScroll } from '@/shared/lib/scrollLock';
import { CloseIcon } from '../Icons';
import { IconButton } from '../IconButton';
import { Body, Footer, Header, Overlay, Panel, Root, Title, type DrawerSide } from './Drawer.styles';

export type { DrawerSide };

export interface DrawerProps {
  open: boolean;
  /** Called on Esc, on a click on the overlay and on the "Close" button. */
  onClose: () => void;
  /** The dialog's heading (an h2) and accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Which edge the panel slides from (default 'right'). */
  side?: DrawerSide;
  /** Optional sticky footer, e.g. "Show 24 results" / "Clear All". */
  footer?: ReactNode;
  /** Element to focus on open (default: the first focusable element, the Close button). */
  initialFocus?: () => HTMLElement | null;
}

/**
 * Layout-free browsers (jsdom) cannot tell whether an element is displayed; where the browser
 * has `checkVisibility`, use it, otherwise treat every element as displayed.
 */
const displayCheck =
  typeof Element !== 'undefined' && 'checkVisibility' in Element.prototype ? 'full-native' : 'none';

/**
 * A modal side panel: `role="dialog"`, `aria-modal`, named by its title. While open, focus is
 * trapped inside (focus-trap-react), the page does not scroll, and Esc, the overlay or "Close"
 * call `onClose`; focus then returns to the element that opened it.
 * Rendered in a portal on `<body>` only while open.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  side = 'right',
  footer,
  initialFocus,
}: DrawerProps) {
  const titleId = useId();
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

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        initialFocus: initialFocus ? () => initialFocus() ?? false : undefined,
        tabbableOptions: { displayCheck },
      }}
    >
      <Root>
        <Overlay data-testid="drawer-overlay" aria-hidden="true" onClick={() => onCloseRef.current()} />
        <Panel $side={side} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton label="Close" onClick={() => onCloseRef.current()}>
              <CloseIcon />
            </IconButton>
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Root>
    </FocusTrap>,
    document.body,
  );
}
