import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { firstScreenCodeLoaded } from './loading';

/** Holds back the page's being hydrated (`onHydrated`); returns the function that lets go. */
type Hold = () => () => void;

/**
 * Whether the app tells when every prerendered part has hydrated (AppReady's `onHydrated`, the
 * root's `data-hydrated`): in development (the hydration check's build, scripts/check-hydration.mjs)
 * and in tests. Nothing in a production build waits for it, so its code is left out there.
 */
const TRACKS_HYDRATION = process.env.NODE_ENV !== 'production';

/**
 * Given by AppReady while a prerendered page hydrates (null otherwise: nothing waits): the page
 * is hydrated once every prerendered Suspense boundary has (`onHydrated`). Not exported: AppReady,
 * below, is its one provider, and its value never changes (a useState that is never set).
 */
const HydrationHold = createContext<Hold | null>(null);

function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(onSettled, [onSettled]);
  return null;
}

interface HydrationBoundaryProps {
  fallback?: ReactNode;
  children: ReactNode;
}

function TrackedBoundary({ fallback, children }: HydrationBoundaryProps) {
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

function PlainBoundary({ fallback, children }: HydrationBoundaryProps) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/**
 * Suspense around content a prerendered page has (a lazy page or panel, the footer): React
 * hydrates it after the rest of the page, or at once when a click or a key lands in it (its code
 * is there by then: AppReady). Where hydration is tracked (TRACKS_HYDRATION), the page is not
 * hydrated until its content has (AppReady's `onHydrated`). Rendered in the browser, it is a plain
 * Suspense.
 */
export const HydrationBoundary = TRACKS_HYDRATION ? TrackedBoundary : PlainBoundary;

/**
 * The whole shop inside one `<fieldset>`: disabling it disables every control inside (buttons,
 * fields, selects), never a link. Without a box of its own (`display: contents`) and without a
 * role (`role="none"`), it changes neither the layout nor what assistive technology announces.
 * While the controls settle into their enabled look, nothing animates: a hundred colour
 * transitions at once would keep the main thread busy just when the shopper starts.
 */
const Controls = styled.fieldset`
  display: contents;

  &[data-settling] * {
    transition: none !important;
  }
`;

/** Waiting for the app; enabled, for one frame without transitions; ready. */
type Phase = 'waiting' | 'settling' | 'ready';

interface AppReadyProps {
  /** The tree is (or hydrates) prerendered HTML: not ready until the app has it. */
  prerendered: boolean;
  /** Called once the app is running: the first render committed, or the root hydrated with the first screen's code. */
  onReady?: () => void;
  /**
   * Called once every prerendered Suspense boundary has hydrated too (at once when nothing was
   * prerendered); in development and tests only (TRACKS_HYDRATION).
   */
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * A prerendered page is readable and its links work from the first paint, but its controls need
 * the app: they are rendered disabled (so nothing looks clickable that is not, and no click is
 * lost), hydrated so, and enabled together, by one attribute on one element, in a transition, once
 * the root has hydrated and the code of the first screen has arrived (loading.tsx:
 * `firstScreenNeeds`: the page's chunk, the product view, a wide listing's filter panel). The
 * Suspense boundaries below the root (HydrationBoundary: a lazy page, the product view) may still
 * be hydrating then, slice by slice: React hydrates a boundary whose code is there synchronously
 * when a click, a tap or a key lands in it, then runs the event, so nothing is lost, and the
 * shopper does not wait for the reviews and the footer to hydrate before Add to Cart works (issue
 * 33). `onHydrated` tells when they all have. A returning shopper's page (signed in, a cart) waits
 * for them too: such a boundary hydrates from the guest's state the page was prerendered from, and
 * a tap's handler would run with it (app/render.tsx adds the wait to the first screen's needs). A
 * page the browser renders itself is ready from its first render.
 */
export function AppReady({ prerendered, onReady, onHydrated, children }: AppReadyProps) {
  const [phase, setPhase] = useState<Phase>(prerendered ? 'waiting' : 'ready');
  const [hydrated, setHydrated] = useState(!prerendered);
  // The hold the boundaries take, made once and never set: the context's value is the same for
  // the app's life. A change of context would reach every Suspense boundary still dehydrated
  // (React cannot tell whether its content reads it) and make the update wait for that boundary's
  // code, as a part that hydrates on the first interaction (lazyHydrated) is. None when nothing is
  // prerendered: nothing waits. A hold taken once the app is enabled changes nothing.
  const [hold] = useState((): Hold | null => {
    if (!TRACKS_HYDRATION || !prerendered) return null;
    let holds = 0;
    return () => {
      holds += 1;
      let held = 1;
      return () => {
        holds -= held;
        held = 0;
        if (!holds) startTransition(() => setHydrated(true));
      };
    };
  });
  useEffect(() => {
    if (phase === 'waiting') {
      // The root has hydrated: hydrated now, unless a boundary holds it (a hold taken and let go
      // at once checks); ready once the first screen's code is here.
      hold?.()();
      let current = true;
      void firstScreenCodeLoaded().then(() => {
        if (current) startTransition(() => setPhase((p) => (p === 'waiting' ? 'settling' : p)));
      });
      return () => {
        current = false;
      };
    }
    if (phase !== 'settling') return undefined;
    // Two frames: the enabled look is drawn once without transitions before they come back.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPhase('ready'));
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, hold]);

  const enabled = phase !== 'waiting';
  useEffect(() => {
    if (enabled) onReady?.();
  }, [enabled, onReady]);
  useEffect(() => {
    if (TRACKS_HYDRATION && hydrated) onHydrated?.();
  }, [hydrated, onHydrated]);

  return (
    <Controls role="none" disabled={!enabled} data-settling={phase === 'settling' ? '' : undefined}>
      <HydrationHold.Provider value={hold}>{children}</HydrationHold.Provider>
    </Controls>
  );
}
