import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { t } from '@/shared/i18n';
import { CloseIcon } from '../Icons';
import { useModal } from '../modal/useModal';
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
  /** Room for a table (48rem instead of 36rem), still never wider than the screen. */
  wide?: boolean;
}

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
  wide = false,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { close, trapOptions } = useModal(open, onClose, initialFocus);

  if (!open || typeof document === 'undefined') return null;

  const hasDescription = description !== undefined && description !== null && description !== false;
  return createPortal(
    <FocusTrap focusTrapOptions={trapOptions}>
      <Root>
        <Overlay
          data-testid="dialog-overlay"
          aria-hidden="true"
          onClick={role === 'dialog' ? close : undefined}
        />
        <Panel
          $wide={wide}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={hasDescription ? descriptionId : undefined}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            {role === 'dialog' && (
              <IconButton label={t('Close')} onClick={close}>
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
