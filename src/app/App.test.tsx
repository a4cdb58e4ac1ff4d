import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { RootState } from './store';
import { AppRoutes } from './router';

/** The whole route table at `url`, inside the app's providers. */
function renderApp(url: string, preloadedState?: Partial<RootState>) {
  return renderWithProviders(<AppRoutes />, { route: url, preloadedState });
}

describe('app shell', () => {
  it('renders the skip link first, header, main and footer landmarks', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: /contact/i })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the four categories and Sale in the header navigation', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // jsdom applies no media queries, so the desktop navigation (shown from 1024 px) counts as hidden.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Women', 'Men', 'Kids', 'Beauty', 'Sale']);
  });

  it('shows the cart and wishlist counts in the header badges', async () => {
    renderApp('/faq', {
      cart: {
        lines: [
          { id: 1, size: 'M', quantity: 2 },
          { id: 2, size: 'S', quantity: 1 },
        ],
      },
      wishlist: { ids: [4], savedPrices: {} },
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toHaveAttribute('href', '/wishlist');
  });

  it('shows Page not found for unmatched routes, with links home and to the categories', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const suggestions = screen.getByRole('navigation', { name: 'Suggested pages' });
    expect(within(suggestions).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(within(suggestions).getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/women');
    expect(document.title).toBe('Page not found — Rangoli');
  });

  it('sends guests from signed-in pages to /login', async () => {
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('redirects an unknown product id to home', async () => {
    renderApp('/product/abc');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  // The search page is a lazy chunk, rendered in a transition: in jsdom it takes a few seconds.
  it('submits a header search to /search?q= and ignores whitespace-only input', async () => {
    const { user } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const [search] = screen.getAllByRole('combobox', { name: 'Search' });
    await user.type(search!, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/faq$/);
    await user.type(search!, 'silk saree{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=silk%20saree'), {
      timeout: 8000,
    });
  }, 20_000);
});
