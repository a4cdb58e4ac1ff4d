import { TOAST_ACTION_DURATION_MS } from '@/shared/lib/constants';
import type { Notify, ToastApi, ToastItem, ToastOptions } from './types';

export interface ToastStoreOptions {
  /** Auto-hide delay in ms. */
  duration: number;
  /** Most toasts shown at once; the oldest is dropped. */
  max: number;
}

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  /** Time left: the full duration when (re)started, less what has run when paused. */
  remaining: number;
  startedAt: number;
}

export interface ToastStore {
  api: ToastApi;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
  pause: (id: string) => void;
  resume: (id: string) => void;
}

let nextId = 0;

/**
 * The toast queue outside React: a tiny external store (for useSyncExternalStore) that owns the
 * auto-hide timers. Its `api` (notify/dismiss) never changes.
 */
export function createToastStore(options: ToastStoreOptions): ToastStore {
  let toasts: readonly ToastItem[] = [];
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();

  const commit = (next: readonly ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    timers.delete(id);
  };

  const dismiss = (id: string) => {
    clearTimer(id);
    if (toasts.some((t) => t.id === id)) commit(toasts.filter((t) => t.id !== id));
  };

  const run = (id: string, ms: number) => {
    const timer: Timer = { remaining: ms, startedAt: Date.now() };
    timer.handle = setTimeout(() => dismiss(id), ms);
    timers.set(id, timer);
  };

  const notify: Notify = (message: string, opts: ToastOptions = {}) => {
    const tone = opts.tone ?? 'info';
    // A toast with an action lasts at least TOAST_ACTION_DURATION_MS: time to use it.
    const duration = opts.action ? Math.max(options.duration, TOAST_ACTION_DURATION_MS) : options.duration;
    const same = toasts.find((t) => t.message === message);
    if (same) {
      // A repeat restarts the timer (and re-announces the text) instead of stacking; it carries
      // the latest action (Undo puts back what was removed last).
      clearTimer(same.id);
      run(same.id, duration);
      commit(
        toasts.map((t) => (t === same ? { ...t, tone, action: opts.action, version: t.version + 1 } : t)),
      );
      return same.id;
    }
    nextId += 1;
    const id = `toast-${nextId}`;
    const next = [...toasts, { id, message, tone, action: opts.action, version: 0 }];
    const overflow = Math.max(0, next.length - options.max);
    next.slice(0, overflow).forEach((t) => clearTimer(t.id));
    run(id, duration);
    commit(next.slice(overflow));
    return id;
  };

  const call: Notify = (message, opts) => notify(message, opts);
  const api: ToastApi = Object.assign(call, { notify, dismiss });

  return {
    api,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    pause(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle === undefined) return;
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle !== undefined) return;
      run(id, timer.remaining);
    },
  };
}
