import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createFirstInteraction, type FirstInteraction } from './firstInteraction';
import {
  firstScreenCodeLoaded,
  firstScreenNeeds,
  lazyOnInteraction,
  lazyPage,
  loadOnce,
  usePreloadOnFirstInteraction,
  type LazyOnInteraction,
} from './loading';

/** The first interaction tells its subscribers in the task after its own (firstInteraction.ts). */
const afterThisTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A promise the test settles when it says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loadOnce', () => {
  it('shares one load between calls made while it runs, and keeps what it gave', async () => {
    const download = deferred<string>();
    const load = jest.fn(() => download.promise);
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    const first = once();
    const second = once();
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(once.loaded()).toBeUndefined();

    download.resolve('the module');
    await expect(first).resolves.toBe('the module');
    expect(once.loaded()).toBe('the module');
    await expect(once()).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next call tries again', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue('the module');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once()).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(once.loaded()).toBe('the module');
  });
});

describe('lazyPage', () => {
  it("suspends on its first render until the module's default export is there, then loads no more", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Hello }));
    const Page = lazyPage(loadOnce(load));
    expect(load).not.toHaveBeenCalled();
    const { unmount } = render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Priya" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByText('Hello Priya')).toBeInTheDocument();
    unmount();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Arjun" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Arjun')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, never suspending, when its module was loaded before (main.tsx, the route hints)', async () => {
    const load = loadOnce(() => Promise.resolve({ default: Hello }));
    await load();
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Priya" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Priya')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });
});

describe('firstScreenNeeds', () => {
  it('holds firstScreenCodeLoaded until every piece of code asked for has arrived, or failed, including code asked for meanwhile', async () => {
    let arrive = (_: string) => undefined as void;
    const page = firstScreenNeeds(new Promise<string>((resolve) => (arrive = resolve)));
    let loaded = false;
    const done = firstScreenCodeLoaded().then(() => (loaded = true));
    let fail = (_: Error) => undefined as void;
    // The page's chunk, as it runs, asks for the chunk it renders at once (the product view).
    void page.then(() =>
      firstScreenNeeds(new Promise((_, reject) => (fail = reject))).catch(() => undefined),
    );
    await Promise.resolve();
    expect(loaded).toBe(false);
    arrive('the page');
    await new Promise((resolve) => setTimeout(resolve));
    expect(loaded).toBe(false);
    fail(new Error('offline'));
    await done;
    expect(loaded).toBe(true);
    await expect(firstScreenCodeLoaded()).resolves.toBeUndefined();
  });
});

describe('lazyOnInteraction', () => {
  it('suspends on first use when not loaded yet, then shows the component', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const LazyHello = lazyOnInteraction(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyHello name="Priya" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Priya')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preloaded; loads only once', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const LazyHello = lazyOnInteraction(load);
    await act(() => Promise.all([LazyHello.preload(), LazyHello.preload()]));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyHello name="Arjun" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Arjun')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(Hello);
    const LazyHello = lazyOnInteraction(load);
    await expect(LazyHello.preload()).rejects.toThrow('offline');
    await LazyHello.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('usePreloadOnFirstInteraction', () => {
    interface HostProps {
      menu: LazyOnInteraction<{ name: string }>;
      interaction: FirstInteraction;
      open?: boolean;
    }
    function Host({ menu: Menu, interaction, open = false }: HostProps) {
      usePreloadOnFirstInteraction(Menu, interaction);
      return (
        <Suspense fallback={null}>
          <button type="button">Menu</button>
          {open && <Menu name="Priya" />}
        </Suspense>
      );
    }

    it('loads the code on the first interaction while its host is mounted, not before', async () => {
      const interaction = createFirstInteraction(window);
      const load = jest.fn(() => Promise.resolve(Hello));
      const menu = lazyOnInteraction(load);
      render(<Host menu={menu} interaction={interaction} />);
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        fireEvent.pointerDown(document.body);
        await afterThisTask();
      });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('renders its host no more for it: the first interaction re-renders nothing (the layout hosts it)', async () => {
      const interaction = createFirstInteraction(window);
      const menu = lazyOnInteraction(jest.fn(() => Promise.resolve(Hello)));
      const renders = jest.fn();
      function Counted() {
        renders();
        usePreloadOnFirstInteraction(menu, interaction);
        return null;
      }
      render(<Counted />);
      const before = renders.mock.calls.length;
      await act(async () => {
        fireEvent.pointerDown(document.body);
        await afterThisTask();
      });
      expect(renders).toHaveBeenCalledTimes(before);
      // Mounted after the first interaction: it loads at once.
      const later = jest.fn(() => Promise.resolve(Hello));
      render(<Host menu={lazyOnInteraction(later)} interaction={interaction} />);
      await act(async () => undefined);
      expect(later).toHaveBeenCalledTimes(1);
    });

    it('a failed download is quiet, and tried again when the component is first shown', async () => {
      const interaction = createFirstInteraction(window);
      const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline'));
      load.mockResolvedValue(Hello);
      const menu = lazyOnInteraction(load);
      const { rerender } = render(<Host menu={menu} interaction={interaction} />);
      await act(async () => {
        fireEvent.keyDown(document.body, { key: 'Tab' });
        await afterThisTask();
      });
      expect(load).toHaveBeenCalledTimes(1);
      rerender(<Host menu={menu} interaction={interaction} open />);
      expect(await screen.findByText('Hello Priya')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
