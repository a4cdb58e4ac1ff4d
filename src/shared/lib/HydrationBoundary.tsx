import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

/** Holds back the app's readiness; returns the function that lets go. */
export type Hold = () => () => void;

/**
 * Given by app/AppReady while a prerendered page hydrates (null otherwise: nothing waits).
 * React hydrates a Suspense boundary's content after the rest of the page, and drops a click
 * inside a boundary whose code is still loading: so the page's controls stay disabled until every
 * prerendered boundary has hydrated.
 */
export const HydrationHold = createContext<Hold | null>(null);

function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(onSettled, [onSettled]);
  return null;
}

interface HydrationBoundaryProps {
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Suspense around content a prerendered page has (a lazy page or panel): until its content has
 * hydrated, it holds the page's controls disabled, so no click lands on content React is not
 * running yet. Rendered in the browser, it is a plain Suspense.
 */
export function HydrationBoundary({ fallback, children }: HydrationBoundaryProps) {
  const hold = useContext(HydrationHold);
  const [gate] = useState(() => {
    let settled = false;
    let release: (() => void) | undefined;
    return {
      hold(take: Hold) {
        if (!settled) release = take();
        return () => release?.();
      },
      // Settled comes after the content: the effects of a boundary nested in this one run first,
      // so it takes its hold before this one lets go.
      settle() {
        settled = true;
        release?.();
      },
    };
  });
  // Unmounted before it settled (the shopper followed a link), it lets go too.
  useEffect(() => (hold ? gate.hold(hold) : undefined), [hold, gate]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Settled onSettled={gate.settle} />
    </Suspense>
  );
}
