import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type RootState } from './store';
import { routes } from './router';
import { theme, GlobalStyle } from '../shared/theme';
import { ToastProvider } from '../shared/ui';

function renderApp(url: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
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
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
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
      wishlist: { ids: [4] },
    });
    await screen.findByRole('heading', { level: 1 });
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
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it('redirects an unknown product id to home', async () => {
    const { router } = renderApp('/product/abc');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('submits a header search to /search?q= and ignores whitespace-only input', async () => {
    const { router, user } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1 });
    const [search] = screen.getAllByRole('searchbox', { name: 'Search' });
    await user.type(search!, '   {Enter}');
    expect(router.state.location.pathname).toBe('/faq');
    await user.type(search!, 'silk saree{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=silk%20saree');
  });
});
