import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { t } from '@/shared/i18n';
import { CloseIcon } from '../Icons';
import { useModal } from '../modal/useModal';
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
  const { close, trapOptions } = useModal(open, onClose, initialFocus);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <FocusTrap focusTrapOptions={trapOptions}>
      <Root>
        <Overlay data-testid="drawer-overlay" aria-hidden="true" onClick={close} />
        <Panel $side={side} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton label={t('Close')} onClick={close}>
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
