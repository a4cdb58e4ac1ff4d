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
function frames({ painted = false, arrived = [] as string[] } = {}) {
  const queue: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
    setTimeout: (callback: () => void) => queue.push(callback),
    performance: {
      getEntriesByType: (type: string) =>
        type === 'paint' && painted
          ? [{ name: 'first-paint', entryType: 'paint' }]
          : type === 'resource'
            ? arrived.map((name) => ({ name, entryType: 'resource' }))
            : [],
    },
  } as unknown as Window;
  return { win, next: () => queue.shift()?.() };
}

function visibility(state: DocumentVisibilityState) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

/** The page's preloads, as the page shell writes them into the head. */
function preload(...hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    document.head.appendChild(link);
  }
}

const PICTURE = 'http://localhost/assets/products/1.svg';
const CHUNK = 'http://localhost/js/product.1.js';

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the boot script of a prerendered page', () => {
  it('fetches main.js from its tag after the first frame is painted, not before', () => {
    visibility('visible');
    preload(PICTURE, CHUNK);
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

  it('fetches main.js at once when everything the page preloads has arrived', () => {
    visibility('visible');
    preload(PICTURE, CHUNK);
    const { win } = frames({ arrived: [PICTURE, CHUNK, 'http://localhost/favicon.svg'] });
    loadMainAfterFirstPaint(bootTag(), document, win);
    expect(added()).toEqual([MAIN]);
  });

  it('fetches main.js as the last preload arrives when that comes before the first frame', () => {
    visibility('visible');
    preload(PICTURE, CHUNK);
    const [, chunk] = Array.from(document.head.querySelectorAll('link'));
    const { win, next } = frames({ arrived: [PICTURE] });
    loadMainAfterFirstPaint(bootTag(), document, win);
    expect(added()).toEqual([]);
    chunk!.dispatchEvent(new Event('error')); // arrived, even if as an error
    expect(added()).toEqual([MAIN]);
    next();
    next();
    expect(added()).toEqual([MAIN]);
  });

  it('waits for the last of several pending preloads', () => {
    visibility('visible');
    preload(PICTURE, CHUNK);
    const [picture, chunk] = Array.from(document.head.querySelectorAll('link'));
    const { win } = frames();
    loadMainAfterFirstPaint(bootTag(), document, win);
    chunk!.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    picture!.dispatchEvent(new Event('load'));
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
    preload(CHUNK);
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
