import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useAppReady } from './useAppReady';

function AddToCart() {
  return <button disabled={!useAppReady()}>Add to Cart</button>;
}

describe('useAppReady', () => {
  it('keeps a prerendered control disabled while hydrating, then enables it', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<button disabled="">Add to Cart</button>';
    const states: boolean[] = [];
    const button = container.querySelector('button');
    const observer = new MutationObserver(() => states.push(Boolean(button?.disabled)));
    observer.observe(container, { subtree: true, attributes: true });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <AddToCart />);
    });
    // The very element of the prerendered page, kept, and enabled.
    expect(container.querySelector('button')).toBe(button);
    expect(button).toBeEnabled();
    expect(states).toEqual([false]);
    observer.disconnect();
    act(() => root?.unmount());
  });

  it('is ready from the first render of a page the browser renders itself', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<AddToCart />));
    expect(container.querySelector('button')).toBeEnabled();
    act(() => root.unmount());
  });
});
