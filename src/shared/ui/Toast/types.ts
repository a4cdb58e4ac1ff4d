export type ToastTone = 'success' | 'info' | 'error';

export interface ToastAction {
  label: string;
  /** An in-app path such as '/login' (client-side navigation when inside a router). */
  href: string;
  /** Router location state for that navigation, e.g. `{ from: '/product/7' }` to come back after signing in. */
  state?: unknown;
}

export interface ToastOptions {
  /** 'info' (default) and 'success' are polite (`role="status"`); 'error' is assertive (`role="alert"`). */
  tone?: ToastTone;
  action?: ToastAction;
}

export interface ToastItem {
  id: string;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
  /** Bumped when the same message is notified again: restarts the timer and re-announces the text. */
  version: number;
}

/** Shows a toast; returns its id. */
export type Notify = (message: string, options?: ToastOptions) => string;

/**
 * What `useToast()` returns: the stable `notify` function itself, which also carries
 * `notify` and `dismiss`, so both `const notify = useToast()` and
 * `const { notify } = useToast()` work.
 */
export type ToastApi = Notify & {
  notify: Notify;
  dismiss: (id: string) => void;
};
