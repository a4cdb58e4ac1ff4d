import { Suspense, useEffect, useState } from 'react';
import { lazyOnInteraction, onUpdateAvailable } from '../boot';

/**
 * The notice itself loads only when a new version is waiting (rarely, and never on a first visit):
 * its look and words stay out of the first page's JavaScript. The old version's service worker
 * still serves the old chunks, so it loads offline too.
 */
const UpdateNotice = lazyOnInteraction(() =>
  import(/* webpackChunkName: "update-notice" */ './UpdateNotice').then((m) => m.default),
);

/** "A new version is available": shown when a new deployment's service worker is waiting. */
export function UpdateBanner() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateAvailable((applyUpdate) => setApply(() => applyUpdate)), []);
  return (
    <div role="status">
      {apply && (
        <Suspense fallback={null}>
          <UpdateNotice onApply={apply} />
        </Suspense>
      )}
    </div>
  );
}
