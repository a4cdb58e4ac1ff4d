import { createDataEraser } from './eraseChannel';

/** Two tabs' ends of one channel: what one posts, the other hears (never itself), as BroadcastChannel. */
function channelPair() {
  type End = { onmessage: ((event: MessageEvent) => void) | null; postMessage: jest.Mock; close: jest.Mock };
  const ends: End[] = [];
  const make = (): End => {
    const end: End = {
      onmessage: null,
      postMessage: jest.fn((data: unknown) => {
        for (const other of ends)
          if (other !== end) queueMicrotask(() => other.onmessage?.({ data } as MessageEvent));
      }),
      close: jest.fn(),
    };
    ends.push(end);
    return end;
  };
  return [make(), make()] as const;
}

describe('createDataEraser', () => {
  it("erases here and tells the other tabs, which erase too; one's stop closes its channel", async () => {
    const [here, there] = channelPair();
    const erasedHere = jest.fn(() => Promise.resolve());
    const erasedThere = jest.fn(() => Promise.resolve());
    const thisTab = createDataEraser(erasedHere, () => here);
    const otherTab = createDataEraser(erasedThere, () => there);
    await thisTab.erase();
    expect(here.postMessage).toHaveBeenCalledWith({ type: 'erase' });
    expect(erasedHere).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(erasedThere).toHaveBeenCalledTimes(1);
    // The other tab does not tell anyone again.
    expect(there.postMessage).not.toHaveBeenCalled();
    otherTab.stop();
    expect(there.close).toHaveBeenCalled();
    expect(there.onmessage).toBeNull();
    thisTab.stop();
  });

  it('works alone where the browser has no BroadcastChannel', async () => {
    const erased = jest.fn(() => Promise.resolve());
    const eraser = createDataEraser(erased, () => undefined);
    await eraser.erase();
    expect(erased).toHaveBeenCalledTimes(1);
    expect(() => eraser.stop()).not.toThrow();
  });

  it('runs one erasure at a time, the next after the last, even a failed one', async () => {
    const order: string[] = [];
    let first = true;
    const eraser = createDataEraser(
      async () => {
        const which = first ? 'first' : 'second';
        first = false;
        order.push(`${which} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${which} ends`);
        if (which === 'first') throw new Error('storage refused');
      },
      () => undefined,
    );
    const one = eraser.erase();
    const two = eraser.erase();
    await expect(one).rejects.toThrow('storage refused');
    await two;
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
