import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { lockScroll } from '@/shared/lib/scrollLock';
import { CloseIcon } from '../Icons';
import { IconButton } from '../IconButton';
import { Body, Description, Footer, Header, Overlay, Panel, Root, Title } from './Dialog.styles';

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on "Close" and (role dialog only) on a click on the overlay. */
  onClose: () => void;
  /** The dialog's heading (an h2) and accessible name. */
  title: ReactNode;
  /**
   * `dialog` (default): a window of its own, with a "Close" button; `alertdialog`: a question that
   * needs an answer (Cancel order?), answered with its buttons or Esc, never by a click beside it.
   */
  role?: 'dialog' | 'alertdialog';
  /** A sentence under the title that says what is at stake; the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons, kept in view under a scrolling body. */
  footer?: ReactNode;
  /** Element to focus on open (default: the first focusable element). */
  initialFocus?: () => HTMLElement | null;
}

/**
 * Layout-free browsers (jsdom) cannot tell whether an element is displayed; where the browser
 * has `checkVisibility`, use it, otherwise treat every element as displayed.
 */
const displayCheck =
  typeof Element !== 'undefined' && 'checkVisibility' in Element.prototype ? 'full-native' : 'none';

/**
 * A modal dialog in the middle of the screen: `role="dialog"` or `"alertdialog"`, `aria-modal`,
 * named by its h2 title and described by `description`. While open, focus is trapped inside
 * (focus-trap-react), the page does not scroll, and Esc closes it; focus then returns to the
 * element that opened it. Rendered in a portal on `<body>` only while open.
 *
 * A control that takes itself away (Cancel Order, once the order is cancelled) leaves focus nowhere
 * to return to: its page moves focus to a stable element after the change (useRefocus).
 */
export function Dialog({
  open,
  onClose,
  title,
  role = 'dialog',
  description,
  children,
  footer,
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
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

  const hasDescription = description !== undefined && description !== null && description !== false;
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
        <Overlay
          data-testid="dialog-overlay"
          aria-hidden="true"
          onClick={role === 'dialog' ? () => onCloseRef.current() : undefined}
        />
        <Panel
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={hasDescription ? descriptionId : undefined}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            {role === 'dialog' && (
              <IconButton label="Close" onClick={() => onCloseRef.current()}>
                <CloseIcon />
              </IconButton>
            )}
          </Header>
          <Body>
            {hasDescription && <Description id={descriptionId}>{description}</Description>}
            {children}
          </Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Root>
    </FocusTrap>,
    document.body,
  );
}
