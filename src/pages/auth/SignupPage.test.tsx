import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { makePersistedStore } from '@/test/app';
import { SAMPLE_PROFILE } from '@/features/auth';
import { TIMERS } from '@/shared/lib/constants';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import SignupPage from './SignupPage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<SignupPage />, {
    route: '/signup',
    path: '/signup',
    extraRoutes: (
      <>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/terms" element={<h1>Terms page</h1>} />
      </>
    ),
    userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
    ...options,
  });

type User = ReturnType<typeof setup>['user'];
const field = (label: RegExp) => screen.getByLabelText(label);
const terms = () => screen.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = field(new RegExp(`^${label}`));
    await user.clear(box);
    if (value) await user.type(box, value);
  }
}

describe('SignupPage', () => {
  it('has its h1 and no axe violations', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(document.title).toBe('Sign up — Rangoli');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives every message of the spec, each at its field, with focus on the first error', async () => {
    const { user, store } = setup();
    await submit(user);
    expect(await screen.findByText(FIELD_MSG.nameRequired)).toBeInTheDocument();
    for (const message of [
      FIELD_MSG.emailRequired,
      FIELD_MSG.phoneRequired,
      FIELD_MSG.passwordRequired,
      FIELD_MSG.confirmRequired,
      FIELD_MSG.termsRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field(/^Full Name/)).toHaveFocus();
    expect(terms()).toHaveAccessibleDescription(FIELD_MSG.termsRequired);

    await fill(user, {
      'Full Name': 'A',
      Email: 'asha@example',
      Phone: '98765',
      Password: '12345',
      'Confirm Password': '12346',
    });
    await submit(user);
    expect(field(/^Full Name/)).toHaveAccessibleDescription(FIELD_MSG.nameShort);
    expect(field(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(field(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.phoneInvalid));
    expect(field(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(FIELD_MSG.passwordShort));
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription(FIELD_MSG.passwordsMismatch);
    expect(field(/^Full Name/)).toHaveFocus();

    await fill(user, { 'Full Name': 'Asha Rao', Password: '123456' });
    await submit(user);
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription(FIELD_MSG.passwordsMismatch);

    act(() => jest.advanceTimersByTime(TIMERS.signUp * 2));
    expect(store.getState().auth.user).toBeNull();
  });

  it("creates the account: 'Creating account...' for 1 s, the new user signed in, then home; no password kept", async () => {
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const { store, persistor } = makePersistedStore();
    await act(async () => jest.advanceTimersByTime(50));
    const { user } = setup({ store });
    await fill(user, {
      'Full Name': 'Asha Rao',
      Email: 'asha@example.com',
      Phone: '+91 98765 43210',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await user.click(terms());
    await submit(user);
    expect(screen.getByRole('button', { name: 'Creating account...' })).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(TIMERS.signUp - 1));
    expect(store.getState().auth.user).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    const created = new Date('2026-11-22T10:00:01.050Z').getTime();
    expect(store.getState().auth.user).toEqual({
      id: `user-${created}`,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      address: '',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await act(async () => {
      const flushed = persistor.flush();
      jest.advanceTimersByTime(50);
      await flushed;
    });
    expect(localStorage.getItem('user')).toContain('Asha Rao');
    expect(JSON.stringify(store.getState())).not.toContain('secret1');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('secret1');
    persistor.pause();
  });

  it('leaving during the wait creates no account', async () => {
    const { user, store } = setup();
    await fill(user, {
      'Full Name': 'Asha Rao',
      Email: 'asha@example.com',
      Phone: '9876543210',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    await user.click(terms());
    await submit(user);
    await user.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(screen.getByRole('heading', { name: 'Terms page' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(TIMERS.signUp * 2));
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/terms');
  });

  it('tells a shopper who is already signed in, instead of showing the form', () => {
    setup({
      preloadedState: { auth: { user: { ...SAMPLE_PROFILE, email: 'p@example.com' }, remember: true } },
    });
    expect(screen.getByText(/You are already signed in as/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});
