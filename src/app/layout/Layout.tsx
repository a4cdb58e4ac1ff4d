import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { SkipLink, useToast } from '@/shared/ui';
import { useIsPageBusy, usePageBusy } from '@/shared/lib/pageBusy';
import { onStorageFailure } from '../persistence';
import { STORAGE_UNAVAILABLE_MSG } from '@/shared/lib/firstLoadText';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { DocumentTitle } from '../DocumentTitle';
import { DocumentHead } from '../head/DocumentHead';
import { useDelayedFlag, useNavigationPending } from '../navigation';
import { NavigationProgress } from './NavigationProgress';
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

/** How long a wait goes unmarked: a quicker page needs no sign. */
export const PROGRESS_DELAY_MS = 300;

/**
 * A page's chunk on its way when nothing was on screen before (the first render of a page from
 * the shell): its space is kept, and the wait shows as the progress bar.
 */
function RouteLoading() {
  usePageBusy(true);
  return <PageLoading />;
}

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
 * The page's main element, busy (with the progress bar) when a navigation, or a page waiting for
 * its data (a listing's answer, a product's shard), lasts more than PROGRESS_DELAY_MS. Only this
 * re-renders when that changes: the page inside is the same element (Layout made it), so a
 * navigation's start never re-renders the page the shopper is still looking at.
 */
function MainArea({ children }: { children: ReactNode }) {
  const navigating = useNavigationPending();
  const waiting = useIsPageBusy();
  const busy = useDelayedFlag(navigating || waiting, PROGRESS_DELAY_MS);
  return (
    <>
      {busy && <NavigationProgress />}
      <Main id="main" tabIndex={-1} aria-busy={busy || undefined}>
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
      <MainArea>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </MainArea>
      <Footer />
      <StorageNotice />
      <ScrollToTop />
      <DocumentTitle />
      <DocumentHead />
    </Shell>
  );
}
