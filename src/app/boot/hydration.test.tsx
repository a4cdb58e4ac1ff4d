import { act, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppReady, HydrationBoundary } from './hydration';
import { firstScreenNeeds, lazyPage, loadOnce } from './loading';

function Page({ onReady }: { onReady?: () => void }) {
  return (
    <AppReady prerendered onReady={onReady}>
      <a href="/women">Women</a>
      <button type="button">Add to Cart</button>
      <input aria-label="Search" />
    </AppReady>
  );
}

describe('AppReady', () => {
  it('prerenders the controls disabled and the links not, hydrates them so, then enables the same elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const button = container.querySelector('button');
    const input = container.querySelector('input');
    expect(button).toBeDisabled();
    expect(input).toBeDisabled();
    expect(container.querySelector('a')?.closest('[inert]')).toBeNull();
    // No box and no role of its own: neither the layout nor what is announced changes.
    expect(container.querySelector('fieldset')).toHaveAttribute('role', 'none');

    const onReady = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page onReady={onReady} />);
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button).toBeEnabled();
    expect(input).toBeEnabled();
    expect(onReady).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
  });

  it('is ready from the first render of a page the browser renders itself', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const onReady = jest.fn();
    act(() =>
      root.render(
        <AppReady prerendered={false} onReady={onReady}>
          <button type="button">Add to Cart</button>
        </AppReady>,
      ),
    );
    expect(container.querySelector('button')).toBeEnabled();
    expect(onReady).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  describe('with Suspense boundaries (a lazy page, the product view)', () => {
    /** Code that loads when the test says: a lazy component and the function that finishes loading it. */
    function deferred(Component: () => ReactNode) {
      let finish = () => undefined as void;
      const loaded = new Promise<void>((resolve) => (finish = resolve));
      const code = loadOnce(() => loaded.then(() => ({ default: Component })));
      return { Lazy: lazyPage(code), code, finish: () => act(async () => finish()) };
    }

    const onAdd = jest.fn();
    const AddToCart = () => (
      <button type="button" onClick={onAdd}>
        Add to Cart
      </button>
    );
    const SizeS = () => <button type="button">S</button>;

    function Shop({
      page,
      onReady,
      onHydrated,
    }: {
      page: ReactNode;
      onReady?: () => void;
      onHydrated?: () => void;
    }) {
      return (
        <AppReady prerendered onReady={onReady} onHydrated={onHydrated}>
          <button type="button">Menu</button>
          <HydrationBoundary>{page}</HydrationBoundary>
        </AppReady>
      );
    }

    /** The prerendered markup (the build has every module), hydrated by the tree given. */
    async function hydrate(prerendered: ReactNode, hydrating: ReactNode) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(prerendered);
      await act(async () => {
        hydrateRoot(container, hydrating);
      });
      const button = (name: string) =>
        Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name)!;
      return { container, button };
    }

    beforeEach(() => onAdd.mockClear());

    it("keeps every control disabled until the first screen's code has arrived; then enables them, and a click works", async () => {
      const page = deferred(AddToCart);
      firstScreenNeeds(page.code());
      const onReady = jest.fn();
      const onHydrated = jest.fn();
      const { button } = await hydrate(
        <Shop page={<AddToCart />} />,
        <Shop page={<page.Lazy />} onReady={onReady} onHydrated={onHydrated} />,
      );
      // The root has hydrated; the page's code is not there: a click on it now would be dropped by React.
      expect(button('Add to Cart')).toBeDisabled();
      expect(button('Menu')).toBeDisabled();
      expect(onReady).not.toHaveBeenCalled();
      expect(onHydrated).not.toHaveBeenCalled();

      await page.finish();
      expect(button('Add to Cart')).toBeEnabled();
      expect(button('Menu')).toBeEnabled();
      expect(onReady).toHaveBeenCalledTimes(1);
      expect(onHydrated).toHaveBeenCalledTimes(1);
      fireEvent.click(button('Add to Cart'));
      expect(onAdd).toHaveBeenCalledTimes(1);
    });

    it('waits for the code the page asks for as it runs (the product view), not only for its own', async () => {
      const view = deferred(AddToCart);
      const Page = () => (
        <>
          <SizeS />
          <HydrationBoundary>
            <view.Lazy />
          </HydrationBoundary>
        </>
      );
      const page = deferred(Page);
      // The page's chunk asks for the view's as it runs, before its own load has resolved.
      firstScreenNeeds(page.code().then(() => firstScreenNeeds(view.code())));
      const prerendered = (
        <Shop
          page={
            <>
              <SizeS />
              <HydrationBoundary>
                <AddToCart />
              </HydrationBoundary>
            </>
          }
        />
      );
      const onReady = jest.fn();
      const { button } = await hydrate(prerendered, <Shop page={<page.Lazy />} onReady={onReady} />);
      await page.finish();
      expect(button('S')).toBeDisabled();
      expect(button('Add to Cart')).toBeDisabled();
      expect(onReady).not.toHaveBeenCalled();

      await view.finish();
      expect(button('S')).toBeEnabled();
      expect(onReady).toHaveBeenCalledTimes(1);
      fireEvent.click(button('Add to Cart'));
      expect(onAdd).toHaveBeenCalledTimes(1);
    });

    it('is ready before a boundary whose code the first screen does not need has hydrated: onHydrated waits for it', async () => {
      const later = deferred(SizeS);
      const onReady = jest.fn();
      const onHydrated = jest.fn();
      const { button } = await hydrate(
        <Shop page={<SizeS />} />,
        <Shop page={<later.Lazy />} onReady={onReady} onHydrated={onHydrated} />,
      );
      expect(button('Menu')).toBeEnabled();
      expect(onReady).toHaveBeenCalledTimes(1);
      expect(onHydrated).not.toHaveBeenCalled();
      await later.finish();
      expect(onHydrated).toHaveBeenCalledTimes(1);
    });

    it("gives the boundaries the hold it was first given, for the app's life: its context never changes", async () => {
      const first = deferred(AddToCart);
      const later = deferred(SizeS);
      const container = document.createElement('div');
      const root = createRoot(container);
      const onHydrated = jest.fn();
      const shop = (prerendered: boolean, withLater: boolean) => (
        <AppReady prerendered={prerendered} onHydrated={onHydrated}>
          <button type="button">Menu</button>
          <HydrationBoundary>
            <first.Lazy />
          </HydrationBoundary>
          {withLater && (
            <HydrationBoundary>
              <later.Lazy />
            </HydrationBoundary>
          )}
        </AppReady>
      );
      await act(async () => root.render(shop(true, false)));
      expect(onHydrated).not.toHaveBeenCalled();
      // Given another value later, AppReady still gives the first: a boundary mounted now holds too.
      await act(async () => root.render(shop(false, true)));
      await first.finish();
      expect(onHydrated).not.toHaveBeenCalled();
      await later.finish();
      expect(onHydrated).toHaveBeenCalledTimes(1);
      act(() => root.unmount());
    });

    it('is a plain Suspense in a page the browser renders: ready at once, the lazy page when it loads', async () => {
      const page = deferred(AddToCart);
      const container = document.createElement('div');
      const root = createRoot(container);
      await act(async () =>
        root.render(
          <AppReady prerendered={false}>
            <button type="button">Menu</button>
            <HydrationBoundary fallback={<p>Loading page</p>}>
              <page.Lazy />
            </HydrationBoundary>
          </AppReady>,
        ),
      );
      expect(container.querySelector('button')).toBeEnabled();
      expect(container).toHaveTextContent('Loading page');
      await page.finish();
      expect(container).toHaveTextContent('Add to Cart');
      act(() => root.unmount());
    });
  });
});
