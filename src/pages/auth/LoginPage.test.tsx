import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Navigate, Route } from 'react-router-dom';
import { RequireAuth } from '@/test/app';
import { makePersistedStore } from '@/test/app';
import { SAMPLE_PROFILE } from '@/features/auth';
import { TIMERS } from '@/shared/lib/constants';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import LoginPage from './LoginPage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const extraRoutes = (
  <>
    <Route path="/" element={<h1>Home page</h1>} />
    <Route
      path="/checkout"
      element={
        <RequireAuth>
          <h1>Checkout page</h1>
        </RequireAuth>
      }
    />
    <Route path="/forgot-password" element={<h1>Forgot page</h1>} />
    <Route path="/evil" element={<Navigate to="/login" state={{ from: '//evil.example/steal' }} />} />
  </>
);

const setup = (route = '/login', options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<LoginPage />, {
    route,
    path: '/login',
    extraRoutes,
    userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
    ...options,
  });

type User = ReturnType<typeof setup>['user'];

async function signIn(user: User, { remember = true } = {}) {
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  if (!remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const location = () => screen.getByTestId('location');

describe('LoginPage', () => {
  it('has a "Sign in" h1 and no axe violations', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in — Rangoli');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the messages at the fields and does not sign in', async () => {
    const { user, store } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(FIELD_MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    act(() => jest.advanceTimersByTime(TIMERS.signIn));
    expect(store.getState().auth.user).toBeNull();
  });

  it("shows 'Signing in...' for 1 s, then signs in with the sample profile and the typed email, and goes home", async () => {
    const { user, store } = setup();
    await signIn(user);
    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(TIMERS.signIn - 1));
    expect(store.getState().auth.user).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(store.getState().auth).toEqual({
      user: { ...SAMPLE_PROFILE, email: 'asha@example.com' },
      remember: true,
    });
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    // The password went nowhere.
    expect(JSON.stringify(store.getState())).not.toContain('secret1');
  });

  it('a guest sent from /checkout signs in and lands back on /checkout', async () => {
    const { user } = setup('/checkout');
    expect(location()).toHaveTextContent('/login');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    await signIn(user);
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn));
    expect(location()).toHaveTextContent('/checkout');
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('ignores a return target that is not a path of this shop', async () => {
    const { user } = setup('/evil');
    expect(location()).toHaveTextContent('/login');
    await signIn(user);
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('a double click signs in once', async () => {
    const { user, store } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    const dispatched = jest.fn();
    store.subscribe(dispatched);
    await user.dblClick(screen.getByRole('button', { name: 'Sign In' }));
    await user.keyboard('{Enter}');
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn * 3));
    expect(dispatched).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.user?.email).toBe('asha@example.com');
  });

  it('leaving during the wait signs nobody in and navigates nowhere', async () => {
    const { user, store } = setup();
    await signIn(user);
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(location()).toHaveTextContent('/forgot-password');
    expect(jest.getTimerCount()).toBe(0);
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn * 2));
    expect(store.getState().auth.user).toBeNull();
    expect(location()).toHaveTextContent('/forgot-password');
  });

  it('with Remember me off, keeps the user in sessionStorage, not localStorage, and no password anywhere', async () => {
    const { store, persistor } = makePersistedStore();
    await act(async () => jest.advanceTimersByTime(50));
    const { user } = setup('/login', { store });
    await signIn(user, { remember: false });
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn));
    await act(async () => {
      const flushed = persistor.flush();
      jest.advanceTimersByTime(50);
      await flushed;
    });
    expect(localStorage.getItem('user')).toBeNull();
    const saved = sessionStorage.getItem('user');
    expect(saved).toContain('asha@example.com');
    expect(saved).not.toContain('secret1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret1');
    persistor.pause();
  });

  it('with Remember me on (the default), keeps the user in localStorage', async () => {
    const { store, persistor } = makePersistedStore();
    await act(async () => jest.advanceTimersByTime(50));
    const { user } = setup('/login', { store });
    await signIn(user);
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn));
    await act(async () => {
      const flushed = persistor.flush();
      jest.advanceTimersByTime(50);
      await flushed;
    });
    expect(localStorage.getItem('user')).toContain('asha@example.com');
    expect(sessionStorage.getItem('user')).toBeNull();
    persistor.pause();
  });

  it('tells a shopper who is already signed in, instead of showing the form', () => {
    setup('/login', {
      preloadedState: { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } },
    });
    expect(screen.getByText(/You are already signed in as/)).toHaveTextContent('Priya Sharma');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('links to sign up and to the forgot-password page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
