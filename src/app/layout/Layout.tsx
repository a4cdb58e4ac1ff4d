import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_ID, SkipLink, Spinner, useToast } from '@/shared/ui';
import {
  HydrationBoundary,
  lazyHydrated,
  lazyOnInteraction,
  useIsPageBusy,
  usePrerenderSafe,
  usePreloadOnFirstInteraction,
} from '../boot';
import { useAppSelector } from '../hooks';
import { ConsentRoom, selectConsentPending } from '@/features/privacy';
import { CONSENT_PENDING_ATTRIBUTE } from '@/shared/lib/consent';
import { onStorageFailure } from '../persistence';
import { STORAGE_UNAVAILABLE_MSG } from '@/shared/lib/firstLoadText';
import { t } from '@/shared/i18n';
import { useDelayedFlag } from '@/shared/lib/useDelayedFlag';
import { loadFooter } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { DocumentTitle } from '../DocumentTitle';
import { DocumentHead } from '../head/DocumentHead';
import { UpdateBanner } from './UpdateBanner';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold, so a lazily loaded page never shifts it into view (CLS). */
  min-height: 100vh;
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  &:focus {
    outline: none;
  }
`;

const PageLoading = styled.div`
  min-height: 60vh;
`;

/** Tells the shopper once, gently, when the browser will not let us save their cart. */
function StorageNotice() {
  const notify = useToast();
  useEffect(() => onStorageFailure(() => notify(STORAGE_UNAVAILABLE_MSG, { tone: 'info' })), [notify]);
  return null;
}

/** A new page starts at the top; Back and Forward (POP) keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * The progress bar shows only after a click has waited 300 ms: its code loads on the shopper's
 * first interaction, not with the first page.
 */
const ProgressBar = lazyOnInteraction<object>(() =>
  import(/* webpackChunkName: "progress-bar" */ '@/shared/ui/ProgressBar').then((m) => m.ProgressBar),
);

/**
 * The first visit's notice: its own chunk, which a shopper who has chosen never loads. On a first
 * visit (the head marked the page) it starts loading at once, beside the page's own code.
 */
const ConsentNotice = lazyOnInteraction(() =>
  import(
    /* webpackChunkName: "consent-notice" */ '@/features/privacy/components/ConsentNotice/ConsentNotice.container'
  ).then((m) => m.default),
);
if (typeof document !== 'undefined' && document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE))
  void ConsentNotice.preload();

/**
 * Where the notice goes, below the header. A prerendered page is hydrated without it (the build
 * knows nothing of this device), then it comes into the room the page's head kept for it.
 */
function ConsentArea() {
  const pending = useAppSelector(selectConsentPending);
  const alive = usePrerenderSafe(
    () => true,
    () => false,
  );
  return (
    <ConsentRoom>
      {pending && alive && (
        <Suspense fallback={null}>
          <ConsentNotice />
        </Suspense>
      )}
    </ConsentRoom>
  );
}

/**
 * The footer, below the fold: its code (1 KiB gzip) loads on the shopper's first interaction, and
 * its prerendered HTML is there meanwhile (a link pressed in it before then is held until it has
 * hydrated). A navigation needs an interaction, which starts the load: its new address reaches the
 * footer once the footer's code is here, beside the next page's. Rendered in the browser, it loads
 * at once, below the main area's full height (nothing moves into view).
 */
const Footer = lazyHydrated(loadFooter);

/** How long the wait for the next page goes unmarked: a quicker page needs no sign. */
const PROGRESS_DELAY_MS = 300;

/**
 * The page's main element, busy (`aria-busy`, with the progress bar at the top) while the next
 * page takes more than PROGRESS_DELAY_MS to arrive. Only this re-renders when that changes: the
 * page inside is the same element, so the start of a navigation never re-renders the page the
 * shopper is still looking at.
 */
function MainArea({ children }: { children: ReactNode }) {
  // A navigation under way (ShopRouter) or a wait of the page itself (usePageBusy).
  const busy = useDelayedFlag(useIsPageBusy(), PROGRESS_DELAY_MS);
  usePreloadOnFirstInteraction(ProgressBar);
  return (
    <>
      {busy && (
        <Suspense fallback={null}>
          <ProgressBar />
        </Suspense>
      )}
      <Main id={MAIN_ID} tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </Main>
    </>
  );
}

export function Layout() {
  return (
    <Shell>
      <SkipLink />
      <UpdateBanner />
      <Header />
      <ConsentArea />
      <MainArea>
        <HydrationBoundary
          fallback={
            <PageLoading>
              <Spinner label={t('Loading page')} />
            </PageLoading>
          }
        >
          <Outlet />
        </HydrationBoundary>
      </MainArea>
      <Footer />
      <StorageNotice />
      <ScrollToTop />
      <DocumentTitle />
      <DocumentHead />
    </Shell>
  );
}
