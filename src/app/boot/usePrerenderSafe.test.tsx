import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { usePrerenderSafe } from './usePrerenderSafe';

function Where() {
  return (
    <p>
      {usePrerenderSafe(
        () => 'browser',
        () => 'prerendered',
      )}
    </p>
  );
}

describe('usePrerenderSafe', () => {
  it('hydrates prerendered markup with the prerendered value, then switches to the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>prerendered</p>';
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Where />);
    });
    expect(container.textContent).toBe('browser');
    expect(seen).toContain('browser');
    observer.disconnect();
    act(() => root?.unmount());
  });

  it('renders the browser value from the first render when nothing was prerendered', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Where />));
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });
});
