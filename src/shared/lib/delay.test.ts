import { delay } from './delay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('delay', () => {
  it('resolves true when the time is up', async () => {
    const done = delay(1000);
    jest.advanceTimersByTime(1000);
    await expect(done).resolves.toBe(true);
  });

  it('resolves false at once when aborted, leaving no timer behind', async () => {
    const controller = new AbortController();
    const done = delay(1000, controller.signal);
    expect(jest.getTimerCount()).toBe(1);
    controller.abort();
    await expect(done).resolves.toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves false for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(delay(1000, controller.signal)).resolves.toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
