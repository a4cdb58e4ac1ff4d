import { ASK_MS, SESSION_ID, SESSION_OPEN, createSessionShare } from './sessionShare';

/** Web Storage in memory: each tab's sessionStorage, and the localStorage they share. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A BroadcastChannel between tabs: a message reaches every other tab's end, later (as a browser's does). */
function channelHub() {
  const ends = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>();
  const sent: unknown[] = [];
  const open = () => {
    const end = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        sent.push(data);
        for (const other of ends)
          if (other !== end) setTimeout(() => other.onmessage?.(new MessageEvent('message', { data })));
      },
      close() {
        ends.delete(end);
      },
    };
    ends.add(end);
    return end;
  };
  return { open, sent };
}

const local = new MemoryStorage();
let hub = channelHub();

function tab() {
  const session = new MemoryStorage();
  const share = createSessionShare({ open: hub.open, session: () => session, local: () => local });
  return { session, share };
}

const user = JSON.stringify({ user: '{"id":"u1"}', remember: 'false' });

beforeEach(() => {
  local.clear();
  hub = channelHub();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('sharing a session-only sign-in between tabs', () => {
  it('a tab opened while none is open asks nothing and waits for nothing', async () => {
    const fresh = tab();
    await fresh.share.adopt();
    expect(hub.sent).toEqual([]);
  });

  it('a tab opened while a session-only tab is open takes its session: the user, the shopper’s keys and the session’s id', async () => {
    const first = tab();
    first.session.setItem('user', user);
    first.session.setItem('cart', '{"lines":"[]"}');
    first.share.began();
    expect(local.getItem(SESSION_OPEN)).not.toBeNull();

    const second = tab();
    const adopted = second.share.adopt();
    await jest.advanceTimersByTimeAsync(1);
    await adopted;
    expect(second.session.getItem('user')).toBe(user);
    expect(second.session.getItem('cart')).toBe('{"lines":"[]"}');
    expect(second.session.getItem(SESSION_ID)).toBe(first.session.getItem(SESSION_ID));
    // Nothing of the shopper's went through localStorage.
    expect(local.getItem('user')).toBeNull();
    expect(local.getItem('cart')).toBeNull();
  });

  it('a mark no tab answers for (the last session-only tab closed) is removed after a short wait', async () => {
    local.setItem(SESSION_OPEN, '1');
    const fresh = tab();
    let done = false;
    void fresh.share.adopt().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(ASK_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(fresh.session.getItem('user')).toBeNull();
    expect(local.getItem(SESSION_OPEN)).toBeNull();
  });

  it('a tab already in a session (a reload) keeps its own and asks nothing', async () => {
    local.setItem(SESSION_OPEN, '1');
    const reloaded = tab();
    reloaded.session.setItem('user', user);
    await reloaded.share.adopt();
    expect(hub.sent).toEqual([]);
  });

  it('what one tab of the session writes reaches its other tabs, once, and never another session', async () => {
    const first = tab();
    first.session.setItem('user', user);
    first.share.began();
    const second = tab();
    const adopted = second.share.adopt();
    await jest.advanceTimersByTimeAsync(1);
    await adopted;
    second.share.began();
    const stranger = tab();
    stranger.session.setItem('user', JSON.stringify({ user: '{"id":"u2"}', remember: 'false' }));
    stranger.share.began();

    const applied = { first: jest.fn(), stranger: jest.fn() };
    first.share.onWrite(applied.first);
    stranger.share.onWrite(applied.stranger);

    second.share.written('cart', '{"lines":"[1]"}');
    await jest.advanceTimersByTimeAsync(1);
    expect(first.session.getItem('cart')).toBe('{"lines":"[1]"}');
    expect(applied.first).toHaveBeenCalledWith('cart', '{"lines":"[1]"}');
    expect(stranger.session.getItem('cart')).toBeNull();
    expect(applied.stranger).not.toHaveBeenCalled();

    // The first tab writes it back as it applies it: no echo goes out.
    const before = hub.sent.length;
    first.share.written('cart', '{"lines":"[1]"}');
    expect(hub.sent.length).toBe(before);

    // A logout ends the session in every tab of it.
    second.share.written('user', null);
    await jest.advanceTimersByTimeAsync(1);
    expect(first.session.getItem('user')).toBeNull();
    expect(applied.first).toHaveBeenLastCalledWith('user', null);
  });

  it('a tab whose session ended shares nothing more', async () => {
    const first = tab();
    first.session.setItem('user', user);
    first.share.began();
    first.share.ended();
    expect(first.session.getItem(SESSION_ID)).toBeNull();
    first.share.written('cart', '{"lines":"[1]"}');
    expect(hub.sent).toEqual([]);
  });

  it('a tab not in a session answers no ask, and a write it no longer listens to is not applied', async () => {
    const guest = tab();
    guest.share.began();
    guest.share.ended();
    local.setItem(SESSION_OPEN, '1');
    const fresh = tab();
    const adopted = fresh.share.adopt();
    await jest.advanceTimersByTimeAsync(ASK_MS);
    await adopted;
    expect(hub.sent.filter((message) => (message as { type: string }).type === 'session')).toEqual([]);

    const first = tab();
    first.session.setItem('user', user);
    first.share.began();
    const second = tab();
    second.session.setItem(SESSION_ID, first.session.getItem(SESSION_ID)!);
    second.share.began();
    const apply = jest.fn();
    const stop = second.share.onWrite(apply);
    stop();
    first.share.written('cart', null);
    await jest.advanceTimersByTimeAsync(1);
    expect(apply).not.toHaveBeenCalled();
  });

  it('in the page: the browser’s storage and BroadcastChannel; without a BroadcastChannel nothing is asked or waited for', async () => {
    localStorage.setItem(SESSION_OPEN, '1');
    await createSessionShare().adopt();
    expect(sessionStorage.getItem('user')).toBeNull();

    const opened: string[] = [];
    class FakeChannel {
      onmessage = null;
      constructor(name: string) {
        opened.push(name);
      }
      postMessage() {}
      close() {}
    }
    const real = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = FakeChannel as unknown as typeof BroadcastChannel;
    try {
      createSessionShare().began();
      expect(opened).toEqual(['rangoli-session']);
      expect(sessionStorage.getItem(SESSION_ID)).not.toBeNull();
    } finally {
      globalThis.BroadcastChannel = real;
      localStorage.clear();
      sessionStorage.clear();
    }
  });
});
