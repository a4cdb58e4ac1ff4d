import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { selectHoldsWholeCatalog, selectProducts } from '@/features/catalog';
import { currentEdition, editionPath } from '@/shared/i18n';
import { isPrerenderedPage, loadOnce } from '../boot';
import { useAppSelector, useServices } from '../hooks';

/** How long after arrival on a page rendered in the browser its head waits. */
const ARRIVAL_DELAY_MS = 3000;

/** The head's tags of any page (a chunk of its own, loaded on the first page that needs it). */
const loadApplyHead = loadOnce(() => import(/* webpackChunkName: "head" */ './applyHead'));

/**
 * Keeps the head's description, canonical link, Open Graph and Twitter tags and JSON-LD those of the
 * page shown, after every client-side navigation: the set a prerendered page arrives with
 * (head/applyHead.ts, a chunk of its own, loaded on the first page that needs it, once the browser is
 * idle when that page is the first one shown).
 */
export function DocumentHead() {
  // The address: the router's path in the page's edition (`/hi/women` on a Hindi page).
  const pathname = editionPath(useLocation().pathname, currentEdition());
  const products = useAppSelector(selectProducts);
  const whole = useAppSelector(selectHoldsWholeCatalog);
  const source = useServices().products;
  // The address the shopper arrived on, and when (its first effect), until she leaves it: products
  // arriving meanwhile (a listing's, the cart's) run the effect again, still on the arrival page.
  const arrivalRef = useRef<{ pathname: string; at?: number } | null>({ pathname });
  useEffect(() => {
    if (arrivalRef.current?.pathname !== pathname) arrivalRef.current = null;
    const arrival = arrivalRef.current;
    if (arrival) arrival.at ??= Date.now();
    // The prerendered HTML of this very address arrives with its head complete.
    if ((arrival && isPrerenderedPage(pathname)) || products.length === 0) return;
    let current = true;
    const headsUrl = whole ? null : source.headsUrl;
    const apply = () => {
      loadApplyHead()
        .then(({ applyHead }) => (current ? applyHead(pathname, products, headsUrl) : undefined))
        // Offline before the heads were cached: the head stays as it was.
        .catch(() => undefined);
    };
    // Arriving on a page rendered in the browser (the shell), the head (read by crawlers and link
    // previews, which get prerendered pages) is applied once the page has long been shown: its
    // chunk is no part of the first paint, nor of what the page loads before the shopper's first
    // interaction (`npm run size`), however many times products arrive in those seconds.
    const timer = arrival
      ? setTimeout(apply, Math.max(0, (arrival.at ?? 0) + ARRIVAL_DELAY_MS - Date.now()))
      : undefined;
    if (!arrival) apply();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pathname, products, whole, source]);
  return null;
}
