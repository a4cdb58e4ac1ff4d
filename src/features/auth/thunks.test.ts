import { makeStore } from '@/test/app';
import { TIMERS } from '@/shared/lib/constants';
import { requestPasswordReset, signIn, signUp } from './thunks';
import { SAMPLE_PROFILE } from './sampleProfile';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('signIn', () => {
  it('signs in after 1 s with the sample profile and the typed email, keeping Remember me', async () => {
    const store = makeStore();
    const done = store.dispatch(signIn({ email: ' asha@example.com ', remember: false }));
    jest.advanceTimersByTime(TIMERS.signIn - 1);
    await Promise.resolve();
    expect(store.getState().auth.user).toBeNull();
    jest.advanceTimersByTime(1);
    await expect(done).resolves.toBe(true);
    expect(store.getState().auth).toEqual({
      user: { ...SAMPLE_PROFILE, email: 'asha@example.com' },
      remember: false,
    });
  });

  it('does nothing when aborted during the wait', async () => {
    const store = makeStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const controller = new AbortController();
    const done = store.dispatch(signIn({ email: 'asha@example.com', remember: true }, controller.signal));
    controller.abort();
    jest.advanceTimersByTime(5000);
    await expect(done).resolves.toBe(false);
    expect(store.getState().auth.user).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('signUp', () => {
  it('creates the user from the typed name, email and phone, an empty address and a time-based id', async () => {
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const store = makeStore();
    const done = store.dispatch(
      signUp({ name: ' Asha Rao ', email: 'asha@example.com', phone: '9876543210' }),
    );
    jest.advanceTimersByTime(TIMERS.signUp);
    await expect(done).resolves.toBe(true);
    expect(store.getState().auth.user).toEqual({
      id: `user-${new Date('2026-11-22T10:00:01Z').getTime()}`,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      address: '',
    });
    expect(store.getState().auth.remember).toBe(true);
  });

  it('does nothing when aborted', async () => {
    const store = makeStore();
    const controller = new AbortController();
    const done = store.dispatch(
      signUp({ name: 'Asha', email: 'a@b.co', phone: '9876543210' }, controller.signal),
    );
    controller.abort();
    jest.advanceTimersByTime(TIMERS.signUp);
    await expect(done).resolves.toBe(false);
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('requestPasswordReset', () => {
  it('answers after TIMERS.forgotPassword', async () => {
    const done = requestPasswordReset('priya@example.com');
    jest.advanceTimersByTime(TIMERS.forgotPassword);
    await expect(done).resolves.toBe(true);
  });
});
