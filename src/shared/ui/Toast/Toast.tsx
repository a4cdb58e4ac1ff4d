import { createContext, Suspense, useContext, type ComponentType } from 'react';
import { Region, Viewport } from './Toast.styles';
import type { ToastApi, ToastItem } from './types';
import type { ToastViewProps } from './ToastView';

export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  /**
   * What draws one toast: ToastView itself, or (the app's ToastProvider) a lazily loaded ToastView,
   * so that its code is no part of the first load. The regions hold a Suspense for it.
   */
  view: ComponentType<ToastViewProps>;
  onDismiss: (id: string) => void;
  onPause?: (id: string) => void;
  onResume?: (id: string) => void;
}

/**
 * The two live regions, always rendered (empty when idle): `role="status"` for info/success
 * and `role="alert"` for errors. Toasts are placed inside them, oldest first.
 */
export function ToastViewport({ toasts, view: View, onDismiss, onPause, onResume }: ToastViewportProps) {
  const renderToast = (toast: ToastItem) => (
    <View
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

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Gives the components inside it the toast notifier (useToast). Its value must never change (a
 * store's `api` does not), so components that only notify never re-render when toasts change. The
 * app's ToastProvider (app/ToastProvider.tsx) provides it around the shop, with the viewport.
 */
export const ToastApiProvider = ToastContext.Provider;

/**
 * The toast notifier: `const notify = useToast(); notify('Added to cart', { tone: 'success' })`
 * (or `const { notify, dismiss } = useToast()`). Stable for the provider's lifetime.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
