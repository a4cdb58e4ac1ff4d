import { SESSION_ID, SESSION_OPEN } from '@/shared/lib/storageKeys';
import { getWebStorage } from '@/shared/lib/webStorage';
import { PERSISTED_KEYS, isPersistKey, type PersistKey } from './format';
import { createStorageFailure, safeGet, safeRemove, safeSet } from './storage';

/**
 * Remember me off, across tabs (issue 31). A session-only sign-in keeps the shopper's keys in its
 * tab's sessionStorage, which no other tab can read and whose writes fire no storage event in
 * other tabs. So the tabs of one such session talk on a BroadcastChannel:
 *
 * - a tab opening while a session-only tab may be open (the `SESSION_OPEN` mark in localStorage,
 *   which holds no personal data) asks for the session before it reads storage, and an open tab of
 *   the session answers with its keys: the new tab is signed in to the same session, and what a
 *   shopper adds there goes to it, never to localStorage. A tab without the mark never waits; a
 *   mark no tab answers for (the last such tab closed) is removed after a short wait.
 * - what a tab of the session writes reaches its other tabs (`write`), which apply it as they
 *   apply another tab's localStorage write (crossTabSync.ts).
 *
 * When the last tab of the session closes, its sessionStorage goes with it: nothing stays behind.
 * Each session has an id (`SESSION_ID`, in its tabs' sessionStorage), so that two session-only
 * sign-ins in two tabs of one browser never mix.
 *
 * A chunk of its own (`session-share`): configs.ts loads it only for a tab that has a session-only
 * sign-in or finds the mark, so no other first load carries it.
 */
export { SESSION_ID, SESSION_OPEN };
const CHANNEL = 'rangoli-session';
/** How long a new tab waits for an open session-only tab to answer. */
export const ASK_MS = 300;

type Message =
  | { type: 'ask' }
  | { type: 'session'; entries: Record<string, string> }
  | { type: 'write'; session: string; key: PersistKey; value: string | null };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

export interface SessionShare {
  /** Before storage is read: takes the session of an open session-only tab, when one answers. */
  adopt(): Promise<void>;
  /** This tab's session-only sign-in began (or went on after a reload): it answers and shares from now on. */
  began(): void;
  /** This tab's session-only sign-in ended (logout, or a sign-in with Remember me on). */
  ended(): void;
  /** This tab wrote `key` of its session (null: removed): the session's other tabs are told. */
  written(key: PersistKey, value: string | null): void;
  /** Calls `apply` with each write of the session's other tabs, once it is in this tab's sessionStorage. */
  onWrite(apply: (key: PersistKey, value: string | null) => void): () => void;
}

/** The mark is a hint: a storage that refuses it (a privacy mode) is no failure the shopper hears of. */
const quiet = createStorageFailure();
const openChannel = (): Channel | undefined =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;

/** What a tab shares its session through: the channel and its two storage areas (tests give their own). */
export interface SessionShareOptions {
  open?: () => Channel | undefined;
  session?: () => Storage | undefined;
  local?: () => Storage | undefined;
}

/** The tab's sharing of its session-only sign-in. */
export function createSessionShare({
  open = openChannel,
  session = () => getWebStorage('sessionStorage'),
  local = () => getWebStorage('localStorage'),
}: SessionShareOptions = {}): SessionShare {
  let channel: Channel | undefined;
  let waiting: ((entries: Record<string, string>) => void) | undefined;
  const appliers = new Set<(key: PersistKey, value: string | null) => void>();
  /** What the session's other tabs last wrote, by key: written back here, it is not sent again. */
  const received = new Map<PersistKey, string | null>();
  const id = () => safeGet(session(), SESSION_ID);

  const post = (message: Message) => channel?.postMessage(message);
  const listen = () => {
    if (channel) return channel;
    channel = open();
    if (!channel) return undefined;
    channel.onmessage = ({ data }: MessageEvent) => {
      const message = data as Message;
      if (message.type === 'ask') {
        const mine = id();
        if (mine === null) return;
        const entries: Record<string, string> = { [SESSION_ID]: mine };
        for (const key of PERSISTED_KEYS) {
          const value = safeGet(session(), key);
          if (value !== null) entries[key] = value;
        }
        post({ type: 'session', entries });
      } else if (message.type === 'session') {
        waiting?.(message.entries);
      } else if (message.type === 'write' && isPersistKey(message.key) && message.session === id()) {
        received.set(message.key, message.value);
        if (message.value === null) safeRemove(session(), message.key);
        else safeSet(session(), message.key, message.value);
        for (const apply of appliers) apply(message.key, message.value);
      }
    };
    return channel;
  };

  return {
    adopt() {
      if (safeGet(session(), 'user') !== null || safeGet(local(), SESSION_OPEN, quiet) === null)
        return Promise.resolve();
      if (!listen()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting = undefined;
          // No tab of a session-only sign-in is open any more.
          safeRemove(local(), SESSION_OPEN, quiet);
          resolve();
        }, ASK_MS);
        waiting = (entries) => {
          waiting = undefined;
          clearTimeout(timer);
          for (const [key, value] of Object.entries(entries)) safeSet(session(), key, value);
          resolve();
        };
        post({ type: 'ask' });
      });
    },
    began() {
      // Not a secret: it only tells one session-only sign-in from another in the same browser.
      if (id() === null)
        safeSet(session(), SESSION_ID, `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
      safeSet(local(), SESSION_OPEN, '1', quiet);
      listen();
    },
    ended() {
      safeRemove(session(), SESSION_ID);
      received.clear();
    },
    written(key, value) {
      const mine = id();
      if (mine === null || !channel) return;
      if (received.has(key) && received.get(key) === value) return;
      received.delete(key);
      post({ type: 'write', session: mine, key, value });
    },
    onWrite(apply) {
      appliers.add(apply);
      return () => appliers.delete(apply);
    },
  };
}
