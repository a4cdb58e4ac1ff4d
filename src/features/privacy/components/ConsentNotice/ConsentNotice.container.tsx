import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { ALL_ALLOWED, NOTHING_OPTIONAL, type OptionalKind } from '@/shared/lib/consent';
import { consentChosen } from '../../consentSlice';
import { ConsentNotice } from './ConsentNotice';

/**
 * The notice with its choices (a chunk of its own: app/layout loads it on a first visit only).
 * Once chosen it goes, and focus moves to the page's content, where the tab order goes on.
 */
export default function ConsentNoticeContainer() {
  const dispatch = useAppDispatch();
  const choose = useCallback(
    (allowed: readonly OptionalKind[]) => {
      dispatch(consentChosen(allowed));
      document.getElementById('main')?.focus({ preventScroll: true });
    },
    [dispatch],
  );
  return (
    <ConsentNotice onAllowAll={() => choose(ALL_ALLOWED)} onOnlyNeeded={() => choose(NOTHING_OPTIONAL)} />
  );
}
