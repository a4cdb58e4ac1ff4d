/**
 * The runtime first load (README.md): how the shop loads its code after main.js, hydrates a
 * prerendered page, and starts. Pages, widgets and features import it from here only.
 */
export {
  firstScreenNeeds,
  lazyHydrated,
  lazyOnInteraction,
  lazyPage,
  loadOnce,
  usePreloadOnFirstInteraction,
} from './loading';
export { AppReady, HydrationBoundary } from './hydration';
export { usePrerenderSafe } from './usePrerenderSafe';
export { usePageBusy, useIsPageBusy } from './pageBusy';
export { holdEarlySubmits, useAwaitsCode } from './heldSubmit';
export { isPrerenderedPage } from './prerenderedPage';
export { onUpdateAvailable, registerServiceWorker } from './serviceWorker';
