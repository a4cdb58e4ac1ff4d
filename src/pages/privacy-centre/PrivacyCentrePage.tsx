import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector, useServices } from '@/app/hooks';
import { consentChosen, selectConsent } from '@/features/privacy';
import { keeps, OPTIONAL_KINDS, type OptionalKind } from '@/shared/lib/consent';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { buildExport, downloadExport, exportFileName } from './dataExport';
import { browserAreas, storedDataRows, storedIn, type DeviceState } from './deviceData';
import { PrivacyCentre } from './PrivacyCentre';

/** How long after a change storage is read again: redux-persist writes a tick or so after the store. */
const REREAD_MS = 50;

/** What storage holds, in short (each key and its length): what the sizes depend on. */
function storageSignature(): string {
  return browserAreas()
    .map((area) => {
      try {
        return area ? Object.keys(area).map((key) => `${key}:${area.getItem(key)?.length ?? 0}`) : [];
      } catch {
        return [];
      }
    })
    .join('|');
}

/**
 * Storage's sizes follow the store: read again a moment after each change of what it keeps (and
 * at once when another tab writes), so that the table shows what was really written. Only a change
 * of what storage holds renders the page again.
 */
function useStorageReads(device: DeviceState): void {
  const [, setSignature] = useState(storageSignature);
  useEffect(() => {
    const timer = setTimeout(() => setSignature(storageSignature()), REREAD_MS);
    return () => clearTimeout(timer);
  }, [device]);
  useEffect(() => {
    const reread = () => setSignature(storageSignature());
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, []);
}

/**
 * /privacy-centre (issue 35): the table of what this device holds, the optional data's switches,
 * 'Download my data' and 'Delete my data'. Never prerendered: it shows this device's data.
 */
export default function PrivacyCentrePage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const { eraseData } = useServices();
  const auth = useAppSelector((state) => state.auth);
  const cart = useAppSelector((state) => state.cart);
  const wishlist = useAppSelector((state) => state.wishlist);
  const orders = useAppSelector((state) => state.orders);
  const reviews = useAppSelector((state) => state.reviews);
  const preferences = useAppSelector((state) => state.preferences);
  const consentState = useAppSelector((state) => state.consent);
  const consent = useAppSelector(selectConsent);
  // One object per change of the slices shown: the sizes are read again after it.
  const device = useMemo<DeviceState>(
    () => ({ auth, cart, wishlist, orders, reviews, preferences, consent: consentState }),
    [auth, cart, wishlist, orders, reviews, preferences, consentState],
  );
  useStorageReads(device);
  const [deleted, setDeleted] = useState(false);

  const allowed = Object.fromEntries(OPTIONAL_KINDS.map((kind) => [kind, keeps(consent, kind)])) as Record<
    OptionalKind,
    boolean
  >;
  // A switch is on only for a kind the shopper allowed: before any choice every switch is off
  // (nothing optional is kept yet), and turning one on allows that kind alone, never the others.
  const onSwitch = useCallback(
    (kind: OptionalKind, on: boolean) =>
      dispatch(consentChosen(OPTIONAL_KINDS.filter((each) => (each === kind ? on : keeps(consent, each))))),
    [dispatch, consent],
  );
  const onDownload = useCallback(() => {
    const now = new Date();
    downloadExport(buildExport(...browserAreas(), now), exportFileName(now));
  }, []);
  const onDelete = useCallback(async () => {
    await eraseData();
    setDeleted(true);
  }, [eraseData]);

  return (
    <PrivacyCentre
      rows={storedDataRows(device, storedIn(browserAreas()))}
      allowed={allowed}
      onSwitch={onSwitch}
      onDownload={onDownload}
      onDelete={onDelete}
      deleted={deleted}
    />
  );
}
