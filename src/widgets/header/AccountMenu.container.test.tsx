import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SAMPLE_PROFILE } from '@/features/auth';
import { AccountMenuContainer } from './AccountMenu.container';

const priya = { ...SAMPLE_PROFILE, email: 'priya@example.com' };

function renderAt(url: string, signedIn = true) {
  return renderWithProviders(
    <>
      <AccountMenuContainer />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<h1>Sign in</h1>} />
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <h1>My Profile</h1>
            </RequireAuth>
          }
        />
      </Routes>
    </>,
    {
      route: url,
      preloadedState: {
        auth: { user: signedIn ? priya : null, remember: true },
        cart: { lines: [{ id: 1, size: 'S', quantity: 2 }] },
      },
    },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('AccountMenuContainer', () => {
  it('names the button after the signed-in shopper and heads the menu with the full name', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Account: Priya' }));
    expect(screen.getByRole('menu', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('Logout on a signed-in-only page goes home (not to /login) and clears the user and the cart', async () => {
    const { user, store } = renderAt('/profile');
    await user.click(screen.getByRole('button', { name: 'Account: Priya' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await act(async () => undefined);
    expect(location()).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().cart.lines).toEqual([]);
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('guests reach the sign-in page from the menu', async () => {
    const { user } = renderAt('/', false);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Login' }));
    expect(location()).toBe('/login');
  });
});
