import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { usePageBusy } from '../boot';
import { makeStore } from '@/test/app';
import { AppProviders } from '../AppProviders';
import { ShopRouter } from '../ShopRouter';
import { Layout } from './Layout';

/** A page whose code arrives when the test says. */
function slowPage(text: string) {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Page = lazy(() => arrived.then(() => ({ default: () => <h1>{text}</h1> })));
  return { Page, arrive: () => act(async () => arrive()) };
}

function renderShop(routes: ReactNode) {
  window.history.replaceState(null, '', '/');
  const router = (children: ReactNode) => <ShopRouter>{children}</ShopRouter>;
  render(
    <AppProviders store={makeStore()} router={router}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Link to="/next">Next page</Link>} />
          {routes}
        </Route>
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const main = () => screen.getByRole('main');
const bar = () => document.querySelector('[data-progress-bar]');

describe('the wait for the next page', () => {
  it('keeps the page on screen and, after 300 ms, shows the progress bar and marks main busy until the next page shows', async () => {
    const next = slowPage('The next page');
    const user = renderShop(<Route path="/next" element={<next.Page />} />);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    // Not yet: a quick page needs no sign. The page the shopper left stays meanwhile.
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();

    await waitFor(() => expect(main()).toHaveAttribute('aria-busy', 'true'));
    expect(bar()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();

    await next.arrive();
    expect(screen.getByRole('heading', { level: 1, name: 'The next page' })).toBeInTheDocument();
    expect(main()).not.toHaveAttribute('aria-busy');
    expect(bar()).toBeNull();
  });

  it('shows nothing when the next page comes within 300 ms', async () => {
    const next = slowPage('The next page');
    const user = renderShop(<Route path="/next" element={<next.Page />} />);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await next.arrive();
    expect(screen.getByRole('heading', { level: 1, name: 'The next page' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute('aria-busy');
  });

  it('shows, and marks main busy, when the page shown waits more than 300 ms for its data, until the data is there', async () => {
    function Waiting() {
      const [busy, setBusy] = useState(true);
      usePageBusy(busy);
      return busy ? (
        <button type="button" onClick={() => setBusy(false)}>
          Data arrives
        </button>
      ) : (
        <h1>Data here</h1>
      );
    }
    const user = renderShop(<Route path="/next" element={<Waiting />} />);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Data arrives' })).toBeInTheDocument();
    expect(bar()).toBeNull();
    await waitFor(() => expect(main()).toHaveAttribute('aria-busy', 'true'));
    expect(bar()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Data arrives' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Data here' })).toBeInTheDocument();
    expect(main()).not.toHaveAttribute('aria-busy');
    expect(bar()).toBeNull();
  });
});
