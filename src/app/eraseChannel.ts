/**
 * 'Delete my data' across tabs (app/eraseData.ts): the tab that erases tells the others on the
 * `rangoli-erase` channel, and each erases in turn. Every tab listens from its start, so this part
 * is in main.js; the erasure itself loads when it is needed.
 */
export const ERASE_CHANNEL = 'rangoli-erase';

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

const openChannel = (): Channel | undefined =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(ERASE_CHANNEL) : undefined;

export interface DataEraser {
  /** 'Delete everything': this tab erases, and every other open tab is told to. */
  erase(): Promise<void>;
  /** Stops listening to the other tabs (tests; the app keeps its eraser for its lifetime). */
  stop(): void;
}

/**
 * The tab's eraser: `erase` runs `eraseHere` (this tab's erasure) and tells the other tabs, which
 * run theirs when they hear.
 */
export function createDataEraser(
  eraseHere: () => Promise<void>,
  open: () => Channel | undefined = openChannel,
): DataEraser {
  const channel = open();
  /** One erasure at a time: a second ask (this tab's and another's at once) waits for the first. */
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(eraseHere, eraseHere);
    return running;
  };
  if (channel)
    channel.onmessage = ({ data }: MessageEvent) => {
      if ((data as { type?: unknown } | null)?.type === 'erase') void run().catch(() => undefined);
    };
  return {
    erase() {
      // Told first: the other tabs stop writing as soon as possible.
      channel?.postMessage({ type: 'erase' });
      return run();
    },
    stop() {
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}
