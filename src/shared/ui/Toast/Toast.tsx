import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@/shared/lib/constants';
import { lazyWithPreload, usePreloadOnFirstInteraction } from '@/shared/lib/lazyWithPreload';
import { usePrerenderSafe } from '@/shared/lib/usePrerenderSafe';
import { Region, Viewport } from './Toast.styles';
import { createToastStore, type ToastStore } from './toastStore';
import type { ToastApi, ToastItem } from './types';
import type { ToastViewProps } from './ToastView';

/**
 * A toast's look and behaviour (ToastView) is its own chunk: no toast shows before the shopper
 * does something, and the code loads on their first interaction (or the first toast, whichever
 * comes first). The live regions themselves are always in the page.
 */
export const LazyToastView = lazyWithPreload<ToastViewProps>(() =>
  import(/* webpackChunkName: "toast" */ './ToastView').then((m) => m.ToastView),
);

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
    <LazyToastView
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
        <Suspense fallback={null}>{toasts.filter((t) => t.tone !== 'error').map(renderToast)}</Suspense>
      </Region>
      <Region role="alert" aria-live="assertive" aria-atomic="false">
        <Suspense fallback={null}>{toasts.filter((t) => t.tone === 'error').map(renderToast)}</Suspense>
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
  /**
   * The queue to show, when the toasts are raised outside React too (the app's store maps events
   * to messages into it); by default the provider keeps its own. Read once, on mount.
   */
  store?: ToastStore;
}

const inBrowser = () => true;
const whilePrerendering = () => false;

/**
 * Holds the toasts and renders the viewport (portalled to `<body>`). A prerendered page has no
 * viewport: it is added right after hydration (usePrerenderSafe), so the markup matches; a page
 * rendered in the browser has it from its first render. The notifier lives in its own context and
 * never changes, so components that only notify don't re-render when toasts change.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  max = MAX_TOASTS,
  store: givenStore,
}: ToastProviderProps) {
  // The queue is chosen once, for the provider's lifetime.
  const [store] = useState(() => givenStore ?? createToastStore({ duration, max }));
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const canPortal = usePrerenderSafe(inBrowser, whilePrerendering);

  useEffect(() => store.configure({ duration, max }), [store, duration, max]);
  usePreloadOnFirstInteraction(LazyToastView);

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
      {canPortal && createPortal(viewport, document.body)}
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
