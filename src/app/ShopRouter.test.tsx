import { act } from '@testing-library/react';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, Route, Routes } from 'react-router-dom';
import { createFirstInteraction } from './boot/firstInteraction';
import { lazyHydrated } from './boot/loading';
import { useIsPageBusy } from './boot';
import { ShopRouter } from './ShopRouter';

const Strip = () => <p>Free shipping over ₹999</p>;
/** A page whose code never arrives: the navigation to it stays under way. */
const NextPage = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

let seen: boolean[] = [];
/** Whether the page is busy, as the layout's progress bar reads it. */
function Busy() {
  seen.push(useIsPageBusy());
  return null;
}

function shop(part: ComponentType) {
  const Part = part;
  return (
    <StrictMode>
      <ShopRouter>
        <Busy />
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/next">Next page</Link>
                <Part />
              </>
            }
          />
          <Route path="/next" element={<NextPage />} />
        </Routes>
      </ShopRouter>
    </StrictMode>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('ShopRouter', () => {
  it("starting a navigation leaves alone a prerendered page's parts still waiting to hydrate", async () => {
    seen = [];
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    root.dataset.prerendered = '/';
    root.innerHTML = renderToString(
      shop(() => (
        <Suspense fallback={null}>
          <Strip />
        </Suspense>
      )),
    );
    const strip = root.querySelector('p');
    // The strip's code waits for the first interaction (a click alone, as here, is none).
    const LazyStrip = lazyHydrated(async () => Strip, { interaction: createFirstInteraction(window) });
    await act(async () => {
      hydrateRoot(root, shop(LazyStrip));
    });
    expect(seen).not.toContain(true);

    await act(async () => root.querySelector('a')?.click());
    // The navigation is under way (the next page's code is loading: the page is busy), the page
    // the shopper left still on screen, its strip's prerendered element still there (lazyHydrated
    // reports, as a console error, any update that reaches it).
    expect(seen.at(-1)).toBe(true);
    expect(root.querySelector('a')).toHaveTextContent('Next page');
    expect(root.querySelector('p')).toBe(strip);
  });
});
