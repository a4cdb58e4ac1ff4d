import { makeStore, toastsOf } from '@/test/app';
import { TIMERS } from '@/shared/lib/constants';
import { sendMessage } from './sendMessage';

const message = { name: 'Asha', email: 'asha@example.com', phone: '', message: 'Where is my order?' };
const shown = (store: ReturnType<typeof makeStore>) =>
  toastsOf(store)
    .getSnapshot()
    .map((t) => t.message);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('sendMessage', () => {
  it('sends after 1 s and thanks the shopper', async () => {
    const store = makeStore();
    const sent = store.dispatch(sendMessage(message));
    await jest.advanceTimersByTimeAsync(TIMERS.contact - 1);
    expect(shown(store)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(true);
    expect(shown(store)).toEqual(['Thank you for your message! We will get back to you soon.']);
  });

  it('sends nothing when the shopper leaves during the wait', async () => {
    const store = makeStore();
    const controller = new AbortController();
    const sent = store.dispatch(sendMessage(message, controller.signal));
    controller.abort();
    await expect(sent).resolves.toBe(false);
    await jest.advanceTimersByTimeAsync(TIMERS.contact);
    expect(shown(store)).toEqual([]);
  });
});
