import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazyWithPreload';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('suspends on first use when not loaded yet, then shows the component', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const LazyHello = lazyWithPreload(load);
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
    const LazyHello = lazyWithPreload(load);
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
    const LazyHello = lazyWithPreload(load);
    await expect(LazyHello.preload()).rejects.toThrow('offline');
    await LazyHello.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
