import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RequireAuth } from '@/test/app';
import { makeStore } from '@/test/app';
import { theme } from '@/shared/theme';
import { SAMPLE_PROFILE } from '@/features/auth';
import { AccountMenuContainer } from './AccountMenu.container';

const priya = { ...SAMPLE_PROFILE, email: 'priya@example.com' };

function renderAt(url: string, signedIn = true) {
  const store = makeStore({
    auth: { user: signedIn ? priya : null, remember: true },
    cart: { lines: [{ id: 1, size: 'S', quantity: 2 }] },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AccountMenuContainer />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/login', element: <h1>Sign in</h1> },
          {
            path: '/profile',
            element: (
              <RequireAuth>
                <h1>My Profile</h1>
              </RequireAuth>
            ),
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

describe('AccountMenuContainer', () => {
  it('names the button after the signed-in shopper and heads the menu with the full name', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Account: Priya' }));
    expect(screen.getByRole('menu', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('Logout on a signed-in-only page goes home (not to /login) and clears the user and the cart', async () => {
    const { user, store, router } = renderAt('/profile');
    await user.click(screen.getByRole('button', { name: 'Account: Priya' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().cart.lines).toEqual([]);
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('guests reach the sign-in page from the menu', async () => {
    const { user, router } = renderAt('/', false);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
