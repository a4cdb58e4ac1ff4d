import { act, render, screen } from '@testing-library/react';
import { lazyHydrated } from './lazyHydrated';
import { resetFirstInteractionForTests } from './useFirstInteraction';

const Part = ({ label }: { label: string }) => <p>{label}</p>;

afterEach(() => {
  document.body.innerHTML = '';
  resetFirstInteractionForTests();
});

describe('lazyHydrated', () => {
  it('rendered from scratch (the shell, the tests): fetches the code at once, then renders without suspending', async () => {
    const load = jest.fn(async () => Part);
    const Lazy = lazyHydrated(load, <p>placeholder</p>);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    render(<Lazy label="the part" />);
    expect(screen.getByText('the part')).toBeInTheDocument();
  });

  it('hydrating a prerendered page: no code before the first interaction or a focused field', async () => {
    document.body.innerHTML = `<div id="root" data-prerendered="${location.pathname}"></div>`;
    const load = jest.fn(async () => Part);
    const Lazy = lazyHydrated(load);
    render(<Lazy label="the part" />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('the part')).toBeNull();

    const field = document.body.appendChild(document.createElement('input'));
    await act(async () => field.focus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('a pointer press is an interaction too; a failed download is tried again', async () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = `<div id="root" data-prerendered="${location.pathname}"></div>`;
      const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
      const Lazy = lazyHydrated(load as () => Promise<typeof Part>);
      render(<Lazy label="the part" />, {
        container: document.body.appendChild(document.createElement('div')),
      });
      await act(async () => {
        window.dispatchEvent(new Event('pointerdown'));
      });
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByText('the part')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
