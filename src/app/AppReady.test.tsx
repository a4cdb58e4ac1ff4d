import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppReady } from './AppReady';

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
});
