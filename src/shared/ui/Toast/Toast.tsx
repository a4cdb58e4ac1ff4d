import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Link, useInRouterContext } from 'react-router-dom';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../../lib/constants';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../Icons';
import { ActionLink, Card, DismissButton, Message, Region, Viewport } from './Toast.styles';
import { createToastStore } from './toastStore';
import type { ToastAction, ToastApi, ToastItem, ToastTone } from './types';

const toneIcon: Record<ToastTone, typeof InfoIcon> = { success: CheckIcon, info: InfoIcon, error: AlertIcon };

/* ------------------------------------------------------------------ presentational */

export interface ToastViewProps {
  message: string;
  tone?: ToastTone;
  action?: ToastAction;
  onDismiss: () => void;
  /** Called when the shopper follows the action link (the provider dismisses the toast). */
  onAction?: () => void;
  /** Pause / resume the auto-hide timer (hover or focus inside the toast). */
  onPause?: () => void;
  onResume?: () => void;
  /** Changing it re-inserts the message text so screen readers announce a repeat again. */
  announceKey?: number;
}

/** One toast: icon, the exact message, an optional action link, and "Dismiss notification". */
export function ToastView({
  message,
  tone = 'info',
  action,
  onDismiss,
  onAction,
  onPause,
  onResume,
  announceKey = 0,
}: ToastViewProps) {
  const inRouter = useInRouterContext();
  const Icon = toneIcon[tone];
  const hovered = useRef(false);
  const focused = useRef(false);
  const update = () => (hovered.current || focused.current ? onPause?.() : onResume?.());
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    update();
  };
  return (
    <Card
      $tone={tone}
      onMouseEnter={() => {
        hovered.current = true;
        update();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={() => {
        focused.current = true;
        update();
      }}
      onBlur={handleBlur}
    >
      <Icon />
      <Message key={announceKey}>{message}</Message>
      {action &&
        (inRouter ? (
          <ActionLink as={Link} to={action.href} onClick={onAction}>
            {action.label}
          </ActionLink>
        ) : (
          <ActionLink href={action.href} onClick={onAction}>
            {action.label}
          </ActionLink>
        ))}
      <DismissButton type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <CloseIcon />
      </DismissButton>
    </Card>
  );
}

export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  onPause?: (id: string) => void;
  onResume?: (id: string) => void;
}

/**
 * The two live regions, always rendered (empty when idle): `role="status"` for info/success
 * and `role="alert"` for errors. Toasts are placed inside them, oldest first.
 */
export function ToastViewport({ toasts, onDismiss, onPause, onResume }: ToastViewportProps) {
  const renderToast = (toast: ToastItem) => (
    <ToastView
      key={toast.id}
      message={toast.message}
      tone={toast.tone}
      action={toast.action}
      announceKey={toast.version}
      onDismiss={() => onDismiss(toast.id)}
      onAction={() => onDismiss(toast.id)}
      onPause={onPause && (() => onPause(toast.id))}
      onResume={onResume && (() => onResume(toast.id))}
    />
  );
  return (
    <Viewport>
      <Region role="status" aria-live="polite" aria-atomic="false">
        {toasts.filter((t) => t.tone !== 'error').map(renderToast)}
      </Region>
      <Region role="alert" aria-live="assertive" aria-atomic="false">
        {toasts.filter((t) => t.tone === 'error').map(renderToast)}
      </Region>
    </Viewport>
  );
}

/* ------------------------------------------------------------------ provider */

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Auto-hide delay (default TOAST_DURATION_MS). */
  duration?: number;
  /** Most toasts shown at once; the oldest is dropped (default MAX_TOASTS). */
  max?: number;
}

/**
 * Holds the toasts and renders the viewport (portalled to `<body>`). The notifier lives in its
 * own context and never changes, so components that only notify don't re-render when toasts change.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  max = MAX_TOASTS,
}: ToastProviderProps) {
  const [store] = useState(() => createToastStore({ duration, max }));
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => store.configure({ duration, max }), [store, duration, max]);

  const viewport = (
    <ToastViewport
      toasts={toasts}
      onDismiss={store.api.dismiss}
      onPause={store.pause}
      onResume={store.resume}
    />
  );

  return (
    <ToastContext.Provider value={store.api}>
      {children}
      {typeof document === 'undefined' ? viewport : createPortal(viewport, document.body)}
    </ToastContext.Provider>
  );
}

/**
 * The toast notifier: `const notify = useToast(); notify('Added to cart', { tone: 'success' })`
 * (or `const { notify, dismiss } = useToast()`). Stable for the provider's lifetime.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
