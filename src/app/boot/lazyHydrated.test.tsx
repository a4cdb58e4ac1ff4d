import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  createContext,
  startTransition,
  StrictMode,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createFirstInteraction } from './firstInteraction';
import { lazyHydrated } from './loading';

/** A promise the test settles when it says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyHydrated', () => {
  let clicks = 0;
  function Part({ label }: { label: string }) {
    return (
      <button type="button" onClick={() => (clicks += 1)}>
        {label}
      </button>
    );
  }
  beforeEach(() => {
    clicks = 0;
  });

  /**
   * The document of a prerendered page: the root marked with this address and holding `markup`
   * (what the build rendered, with every module at hand).
   */
  function prerendered(markup: string): HTMLElement {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    root.dataset.prerendered = location.pathname;
    root.innerHTML = markup;
    return root;
  }

  const PART_HTML = renderToString(
    <Suspense fallback={null}>
      <Part label="the part" />
    </Suspense>,
  );

  it('rendered from scratch (the shell, the tests): fetches the code at once, then renders without suspending', async () => {
    const load = jest.fn(async () => Part);
    const Lazy = lazyHydrated(load, { fallback: <p>placeholder</p> });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    render(<Lazy label="the part" />);
    expect(screen.getByRole('button', { name: 'the part' })).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('a page rendered in the browser shows the fallback while the code loads', async () => {
    const download = deferred<typeof Part>();
    const Lazy = lazyHydrated(() => download.promise, { fallback: <p>placeholder</p> });
    render(<Lazy label="the part" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => download.resolve(Part));
    expect(screen.getByRole('button', { name: 'the part' })).toBeInTheDocument();
  });

  it('hydrating a prerendered page: keeps its HTML, loads no code before a focused field, then hydrates the same element', async () => {
    const root = prerendered(PART_HTML);
    const button = root.querySelector('button');
    const interaction = createFirstInteraction(window);
    const load = jest.fn(async () => Part);
    const Lazy = lazyHydrated(load, { interaction });
    await act(async () => {
      hydrateRoot(root, <Lazy label="the part" />);
    });
    expect(load).not.toHaveBeenCalled();
    // The prerendered element stays, not running yet: a click does nothing.
    expect(root.querySelector('button')).toBe(button);
    fireEvent.click(button!);
    expect(clicks).toBe(0);

    const field = document.body.appendChild(document.createElement('input'));
    await act(async () => field.focus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('button')).toBe(button);
    fireEvent.click(button!);
    expect(clicks).toBe(1);
  });

  it('a pointer press is an interaction too; a failed download is tried again 5 s later', async () => {
    jest.useFakeTimers();
    try {
      const root = prerendered(PART_HTML);
      const interaction = createFirstInteraction(window);
      const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
      const Lazy = lazyHydrated(load as () => Promise<typeof Part>, { interaction });
      await act(async () => {
        hydrateRoot(root, <Lazy label="the part" />);
      });
      await act(async () => {
        window.dispatchEvent(new Event('pointerdown'));
        // The first interaction tells its subscribers in the task after its own.
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4999);
      });
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(load).toHaveBeenCalledTimes(2);
      fireEvent.click(root.querySelector('button')!);
      expect(clicks).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('wake loads the code without waiting for an interaction', async () => {
    const root = prerendered(PART_HTML);
    const load = jest.fn(async () => Part);
    const Lazy = lazyHydrated(load, { interaction: createFirstInteraction(window) });
    await act(async () => {
      hydrateRoot(root, <Lazy label="the part" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => Lazy.wake());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(root.querySelector('button')!);
    expect(clicks).toBe(1);
  });

  describe('while it waits for its code, nothing may update it', () => {
    const Theme = createContext('light');
    let setTheme: (theme: string) => void = () => undefined;
    let setCount: (count: number) => void = () => undefined;

    const Counter = ({ count }: { count: number }) => <output>{`${count} ${useContext(Theme)}`}</output>;

    /** A page around the part: a context above it, and a state of its own that re-renders it. */
    function Page({ Lazy }: { Lazy: ComponentType<{ label: string }> }) {
      const [theme, setThemeState] = useState('light');
      const [count, setCountState] = useState(0);
      useEffect(() => {
        setTheme = setThemeState;
        setCount = setCountState;
      }, []);
      return (
        <Theme.Provider value={theme}>
          <Counter count={count} />
          <Lazy label="the part" />
        </Theme.Provider>
      );
    }

    async function hydratePage() {
      const root = prerendered(
        renderToString(
          <StrictMode>
            <Theme.Provider value="light">
              <Counter count={0} />
              <Suspense fallback={null}>
                <Part label="the part" />
              </Suspense>
            </Theme.Provider>
          </StrictMode>,
        ),
      );
      const button = root.querySelector('button');
      const download = deferred<typeof Part>();
      const Lazy = lazyHydrated(() => download.promise, { interaction: createFirstInteraction(window) });
      await act(async () => {
        hydrateRoot(
          root,
          <StrictMode>
            <Page Lazy={Lazy} />
          </StrictMode>,
        );
      });
      return { root, button, download };
    }

    it("a parent's re-render with the same props leaves the prerendered part alone (it is memoized)", async () => {
      const { root, button, download } = await hydratePage();
      await act(async () => setCount(1));
      expect(root.querySelector('output')).toHaveTextContent('1 light');
      expect(root.querySelector('button')).toBe(button);
      await act(async () => download.resolve(Part));
      expect(root.querySelector('button')).toBe(button);
    });

    it('a context above it that changes makes React drop its HTML: that is reported as an error', async () => {
      const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { root, button } = await hydratePage();
      expect(report).not.toHaveBeenCalled();
      await act(async () => setTheme('dark'));
      expect(root.querySelector('output')).toHaveTextContent('0 dark');
      // React could not hydrate the part: its element is gone, the fallback (nothing) in its place.
      expect(button).not.toBeInTheDocument();
      expect(report).toHaveBeenCalledTimes(1);
      expect(report.mock.calls[0]?.[0]).toMatch(
        /^lazyHydrated: an update reached a prerendered part before its code loaded/,
      );
    });

    it('a context above it that changes in a transition makes the update wait for its code: reported too', async () => {
      const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { root, button, download } = await hydratePage();
      await act(async () => startTransition(() => setTheme('dark')));
      // The update waits for code that waits for the first interaction: the page still shows the
      // old value (had it been AppReady's, every control would stay disabled until then).
      expect(root.querySelector('output')).toHaveTextContent('0 light');
      expect(root.querySelector('button')).toBe(button);
      expect(report).toHaveBeenCalledTimes(1);
      await act(async () => {
        window.dispatchEvent(new Event('keydown'));
        // The first interaction tells its subscribers in the task after its own.
        await new Promise((resolve) => setTimeout(resolve, 0));
        download.resolve(Part);
      });
      // Then it hydrates the part, and the update goes through.
      expect(root.querySelector('output')).toHaveTextContent('0 dark');
      expect(root.querySelector('button')).toBe(button);
      expect(report).toHaveBeenCalledTimes(1);
    });
  });
});
