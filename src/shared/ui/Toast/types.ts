export type ToastTone = 'success' | 'info' | 'error';

/** An action that goes somewhere: "Sign in", "View cart". */
export interface ToastLinkAction {
  label: string;
  /** An in-app path such as '/login' (client-side navigation when inside a router). */
  href: string;
  /** Router location state for that navigation, e.g. `{ from: '/product/7' }` to come back after signing in. */
  state?: unknown;
  /**
   * A page of its own, loaded as a new document rather than by the router: the other edition of
   * the shop (issue 36), with its own words and `<html lang>`.
   */
  document?: boolean;
  /** The label's language when it is not the page's ('hi': 'हिन्दी में देखें' on an English page). */
  lang?: string;
}

/** An action that does something where the shopper is: "Undo". */
export interface ToastCallbackAction {
  label: string;
  /** Runs when the shopper presses the action's button (the toast then closes). */
  onAction: () => void;
}

/** A toast's one action: a link, or a button with a callback. */
export type ToastAction = ToastLinkAction | ToastCallbackAction;

export interface ToastOptions {
  /** 'info' (default) and 'success' are polite (`role="status"`); 'error' is assertive (`role="alert"`). */
  tone?: ToastTone;
  /** An action makes the toast last longer (at least TOAST_ACTION_DURATION_MS, 6 s). */
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
