/**
 * Service worker registration and the "new version available" hand-over.
 * Hand-written instead of workbox-window: the whole job is ~40 lines, and it keeps 3 KiB of
 * library off the first screen's JavaScript budget.
 */
type UpdateListener = (applyUpdate: () => void) => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<UpdateListener>();

function applyUpdate(): void {
  if (!waitingWorker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waitingWorker.postMessage({ type: 'SKIP_WAITING' });
}

function announce(worker: ServiceWorker): void {
  waitingWorker = worker;
  for (const l of listeners) l(applyUpdate);
}

/** Calls `listener` when a new deployment is installed and waiting (at once if one already is). */
export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (waitingWorker) listener(applyUpdate);
  return () => listeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // A worker already waiting from an earlier visit: this visit offers the update.
      if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
        });
      });
    })
    .catch(() => {
      // No service worker (private mode, file://, old browser): the shop simply works online only.
    });
}
