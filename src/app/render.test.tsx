import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeStore } from '@/test/app';
import { signedIn } from '@/features/auth';
import { consentChanged } from '@/features/privacy';
import { firstScreenCodeLoaded } from '@/app/boot/loading';
import { renderApp } from './render';

jest.mock('react-dom/client', () => ({
  createRoot: jest.fn(() => ({ render: jest.fn() })),
  hydrateRoot: jest.fn(),
}));

const afterAFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

function rootWith(prerendered?: string) {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  if (prerendered) root.dataset.prerendered = prerendered;
  root.innerHTML = '<p>What the HTML came with</p>';
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.clearAllMocks();
});

describe('renderApp', () => {
  it("renders the shell from scratch: the shell's HTML kept until React's first commit replaces it, React saying when it is ready", () => {
    const root = rootWith();
    const store = makeStore();
    const ready = jest.fn();
    const hydrated = jest.fn();
    renderApp(root, store, store.getState(), ready, hydrated);
    expect(root).toHaveTextContent('What the HTML came with');
    expect(ready).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledWith(
      root,
      expect.objectContaining({ onCaughtError: expect.any(Function) }),
    );
    const { render } = jest.mocked(createRoot).mock.results[0]!.value as { render: jest.Mock };
    expect(render.mock.calls[0][0].props).toEqual({ store, onReady: ready, onHydrated: hydrated });
    expect(hydrateRoot).not.toHaveBeenCalled();
  });

  it('hydrates a prerendered page after its first paint, from the state it was rendered from', async () => {
    const root = rootWith(location.pathname);
    const store = makeStore();
    const serverState = store.getState();
    const ready = jest.fn();
    const hydrated = jest.fn();
    renderApp(root, store, serverState, ready, hydrated);
    // The browser paints the page first: nothing is hydrated in the task that asked.
    expect(hydrateRoot).not.toHaveBeenCalled();
    await afterAFrame();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    const [container, app] = jest.mocked(hydrateRoot).mock.calls[0]!;
    expect(container).toBe(root);
    expect((app as { props: object }).props).toEqual({
      store,
      serverState,
      onReady: ready,
      onHydrated: hydrated,
    });
    // The page stays as it came; React says when it is ready.
    expect(root).toHaveTextContent('What the HTML came with');
    expect(ready).not.toHaveBeenCalled();
    expect(createRoot).not.toHaveBeenCalled();
  });

  it('renders afresh a prerendered page served for another address (a host fallback)', () => {
    const root = rootWith('/women');
    const store = makeStore();
    const ready = jest.fn();
    const hydrated = jest.fn();
    renderApp(root, store, store.getState(), ready, hydrated);
    expect(createRoot).toHaveBeenCalledTimes(1);
    // Not this address's page: gone at once, not shown until React's first commit.
    expect(root.childElementCount).toBe(0);
    const { render } = jest.mocked(createRoot).mock.results[0]!.value as { render: jest.Mock };
    expect(render.mock.calls[0][0].props).toEqual({ store, onReady: ready, onHydrated: hydrated });
  });
  describe("a returning shopper's page", () => {
    const idle = jest.fn<number, [IdleRequestCallback]>();
    beforeEach(() => {
      window.requestIdleCallback = idle;
    });
    afterEach(() => {
      delete (window as Partial<Window>).requestIdleCallback;
      idle.mockReset();
    });
    const settled = async () => {
      let done = false;
      void firstScreenCodeLoaded().then(() => (done = true));
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      return done;
    };

    it('waits for the page to settle (the first idle moment) before its controls count as ready: a tap would act on the prerendered guest state', async () => {
      const store = makeStore();
      const serverState = store.getState();
      store.dispatch(
        signedIn({
          user: { id: 'p', name: 'Priya Sharma', email: 'priya@example.com', phone: '', address: '' },
          remember: true,
        }),
      );
      renderApp(rootWith(location.pathname), store, serverState, jest.fn(), jest.fn());
      await afterAFrame();
      expect(hydrateRoot).toHaveBeenCalledTimes(1);
      expect(idle).toHaveBeenCalledTimes(1);
      expect(await settled()).toBe(false);
      idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
      expect(await settled()).toBe(true);
    });

    it('waits on the Privacy Centre at a first visit: its switches show what is kept, and nothing is yet', async () => {
      history.pushState(null, '', '/privacy-centre');
      const store = makeStore();
      const serverState = store.getState();
      store.dispatch(consentChanged(null));
      renderApp(rootWith(location.pathname), store, serverState, jest.fn(), jest.fn());
      await afterAFrame();
      history.pushState(null, '', '/');
      expect(idle).toHaveBeenCalledTimes(1);
      expect(await settled()).toBe(false);
      idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
      expect(await settled()).toBe(true);
    });

    it('does not wait when the store shows what the page was prerendered from, a first visit (no consent chosen yet) too', async () => {
      const store = makeStore();
      const serverState = store.getState();
      store.dispatch(consentChanged(null));
      expect(store.getState().consent.allowed).toBeNull();
      renderApp(rootWith(location.pathname), store, serverState, jest.fn(), jest.fn());
      await afterAFrame();
      expect(hydrateRoot).toHaveBeenCalledTimes(1);
      expect(idle).not.toHaveBeenCalled();
      expect(await settled()).toBe(true);
    });
  });
});
