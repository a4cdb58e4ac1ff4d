import { loadMainAfterFirstPaint } from './boot.entry';

const MAIN = '/js/main.0123abcd.js';

/** The boot script's tag as the page shell writes it. */
function bootTag(main: string | null = MAIN): HTMLScriptElement {
  const tag = document.createElement('script');
  tag.src = '/js/boot.1.js';
  if (main !== null) tag.dataset.main = main;
  return tag;
}

/** The scripts the boot script added to the head. */
const added = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));

/** A window whose frames and timers run when the test says. */
function frames({ painted = false } = {}) {
  const queue: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
    setTimeout: (callback: () => void) => queue.push(callback),
    performance: {
      getEntriesByType: (type: string) =>
        type === 'paint' && painted ? [{ name: 'first-paint', entryType: 'paint' }] : [],
    },
  } as unknown as Window;
  return { win, next: () => queue.shift()?.() };
}

function visibility(state: DocumentVisibilityState) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the boot script of a prerendered page', () => {
  it('fetches main.js from its tag after the first frame is painted, not before', () => {
    visibility('visible');
    const { win, next } = frames();
    loadMainAfterFirstPaint(bootTag(), document, win);
    expect(added()).toEqual([]);
    next(); // the first frame
    expect(added()).toEqual([]);
    next(); // the task after it
    expect(added()).toEqual([MAIN]);
  });

  it('fetches main.js at once when the page painted before the script ran, so it runs before the load event', () => {
    visibility('visible');
    const { win, next } = frames({ painted: true });
    loadMainAfterFirstPaint(bootTag(), document, win);
    expect(added()).toEqual([MAIN]);
    next();
    next();
    expect(added()).toEqual([MAIN]);
  });

  it('fetches main.js at once in a background tab, which paints no frames', () => {
    visibility('hidden');
    const { win } = frames();
    loadMainAfterFirstPaint(bootTag(), document, win);
    expect(added()).toEqual([MAIN]);
  });

  it('fetches main.js when the page is hidden before its first frame, once', () => {
    visibility('visible');
    const { win, next } = frames();
    loadMainAfterFirstPaint(bootTag(), document, win);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual([MAIN]);
    next();
    next();
    expect(added()).toEqual([MAIN]);
  });

  it('does nothing without the address of main.js on its tag', () => {
    visibility('hidden');
    const { win } = frames();
    loadMainAfterFirstPaint(bootTag(null), document, win);
    loadMainAfterFirstPaint(null, document, win);
    expect(added()).toEqual([]);
  });
});
