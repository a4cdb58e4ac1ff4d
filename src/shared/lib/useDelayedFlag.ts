import { useEffect, useState } from 'react';

/**
 * True once `active` has been true for `delay` ms without a break; false as soon as it is not.
 * A wait shorter than the delay shows nothing, so quick changes do not flash.
 */
export function useDelayedFlag(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}
