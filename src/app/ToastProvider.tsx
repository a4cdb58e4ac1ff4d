import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastApiProvider, ToastViewport, type ToastStore, type ToastViewProps } from '@/shared/ui';
import { lazyOnInteraction, usePreloadOnFirstInteraction, usePrerenderSafe } from './boot';

/**
 * A toast's look and behaviour (ToastView) is its own chunk: no toast shows before the shopper
 * does something, and the code loads on their first interaction (or the first toast, whichever
 * comes first). The live regions themselves are always in the page.
 */
export const LazyToastView = lazyOnInteraction<ToastViewProps>(() =>
  import(/* webpackChunkName: "toast" */ '@/shared/ui/Toast/ToastView').then((m) => m.ToastView),
);

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * The queue to show: the app's store maps events to messages into it (app/store.ts), outside
   * React. The same for the app's life (its `api` is the notifier's context value).
   */
  store: ToastStore;
}

const inBrowser = () => true;
const whilePrerendering = () => false;

/**
 * The shop's toasts: the design system's notifier (useToast) and viewport, wired to the first
 * load. It holds the toasts and renders the viewport (portalled to `<body>`). A prerendered page
 * has no viewport: it is added right after hydration (usePrerenderSafe), so the markup matches; a
 * page rendered in the browser has it from its first render. The notifier lives in its own context
 * and never changes, so components that only notify don't re-render when toasts change.
 */
export function ToastProvider({ children, store }: ToastProviderProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const canPortal = usePrerenderSafe(inBrowser, whilePrerendering);

  usePreloadOnFirstInteraction(LazyToastView);

  const viewport = (
    <ToastViewport
      toasts={toasts}
      view={LazyToastView}
      onDismiss={store.api.dismiss}
      onPause={store.pause}
      onResume={store.resume}
    />
  );

  return (
    <ToastApiProvider value={store.api}>
      {children}
      {canPortal && createPortal(viewport, document.body)}
    </ToastApiProvider>
  );
}
