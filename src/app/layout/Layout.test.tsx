import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { makeStore } from '@/test/app';
import { usePageBusy } from '@/shared/lib/pageBusy';
import { AppProviders } from '../AppProviders';
import { observeNavigations } from '../navigation';
import { Layout } from './Layout';

/** A page whose chunk arrives when the test says so. */
function slowPage() {
  let arrive: () => void = () => undefined;
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Slow page</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

/** A page that waits for its data while `busy`. */
function Waiting({ busy }: { busy: boolean }) {
  usePageBusy(busy);
  return <h1>{busy ? 'Waiting for data' : 'Data here'}</h1>;
}

function renderShop(routes: React.ReactNode) {
  const history = observeNavigations(UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true }));
  const store = makeStore();
  render(
    <AppProviders
      store={store}
      router={(children) => <HistoryRouter history={history}>{children}</HistoryRouter>}
    >
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Link to="/slow">Go slow</Link>} />
          {routes}
        </Route>
      </Routes>
    </AppProviders>,
  );
}

const bar = () => screen.queryByTestId('navigation-progress');
const main = () => screen.getByRole('main');

describe('the navigation progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows, with the main element busy, when the next page's chunk takes more than 300 ms; the old page stays", async () => {
    const slow = slowPage();
    renderShop(<Route path="/slow" element={<slow.Page />} />);
    act(() => screen.getByRole('link', { name: 'Go slow' }).click());
    act(() => jest.advanceTimersByTime(299));
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute('aria-busy');
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(main()).toHaveAttribute('aria-busy', 'true');
    // React Router keeps the old page while the new one loads (a transition).
    expect(screen.getByRole('link', { name: 'Go slow' })).toBeInTheDocument();
    // Focus stays where it was: the bar never takes it.
    expect(document.activeElement).not.toBe(bar());

    await act(async () => slow.arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute('aria-busy');
  });

  it('shows nothing for a page that comes within 300 ms', async () => {
    const slow = slowPage();
    renderShop(<Route path="/slow" element={<slow.Page />} />);
    act(() => screen.getByRole('link', { name: 'Go slow' }).click());
    act(() => jest.advanceTimersByTime(200));
    await act(async () => slow.arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });

  it('shows when a page waits more than 300 ms for its data', () => {
    renderShop(<Route path="/slow" element={<Waiting busy />} />);
    act(() => screen.getByRole('link', { name: 'Go slow' }).click());
    expect(screen.getByRole('heading', { name: 'Waiting for data' })).toBeInTheDocument();
    expect(bar()).toBeNull();
    act(() => jest.advanceTimersByTime(300));
    expect(bar()).toBeInTheDocument();
    expect(main()).toHaveAttribute('aria-busy', 'true');
  });
});
