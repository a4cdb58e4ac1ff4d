import { usePrerenderSafe } from './usePrerenderSafe';

const ready = () => true;
const notYet = () => false;

/**
 * Whether the app is running: false in a prerendered page (the build's HTML, and while React
 * hydrates it), true from the render after hydration, and from the first render of a page the
 * browser renders itself. Controls that need the app (buttons, form fields, toggles) are disabled
 * until then, so a prerendered page never looks clickable where a click would be lost; its links
 * are plain links and work from the first paint.
 */
export function useAppReady(): boolean {
  return usePrerenderSafe(ready, notYet);
}
