import { startTransition, useEffect, useState } from 'react';
import type * as ProductSearch from './productSearch';

/** The search engine module (MiniSearch and the product index), loaded in its own chunk. */
export type SearchEngine = typeof ProductSearch;

let pending: Promise<SearchEngine> | null = null;
let loaded: SearchEngine | null = null;

/**
 * Loads the search engine chunk once (the home page never does: the search page and the header
 * box ask for it on first use). A failed load may be retried.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  if (!pending) {
    pending = import(/* webpackChunkName: "search-engine" */ './productSearch').then(
      (engine) => {
        loaded = engine;
        return engine;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

export interface SearchEngineStatus {
  /** The engine once loaded, else null. */
  engine: SearchEngine | null;
  /** The chunk could not be loaded (e.g. offline before it was cached). */
  failed: boolean;
  retry: () => void;
}

/** Work to do with the engine before the render that uses it, each step in a task of its own. */
export type EngineStep = (engine: SearchEngine) => void;
const NO_STEPS: readonly EngineStep[] = [];

/**
 * The search engine for a component; starts loading it when `active` (default true). Once it is
 * loaded, `steps` run first, each in a task of its own (building the index, searching: work that
 * would otherwise make the results' render one long task), then the component renders with it.
 */
export function useSearchEngine(active = true, steps: readonly EngineStep[] = NO_STEPS): SearchEngineStatus {
  const [engine, setEngine] = useState<SearchEngine | null>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active || engine) return undefined;
    let live = true;
    loadSearchEngine().then(
      (e) => {
        // The results the engine brings are a transition: React renders them in slices, so the
        // page keeps answering input meanwhile (no long task).
        const run = (step: number) => {
          if (!live) return;
          if (step === steps.length) startTransition(() => setEngine(e));
          else {
            steps[step]!(e);
            setTimeout(run, 0, step + 1);
          }
        };
        setTimeout(run, 0, 0);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [active, engine, attempt, steps]);
  return {
    engine: engine ?? loaded,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
