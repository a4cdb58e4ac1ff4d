import { act, renderHook, waitFor } from '@testing-library/react';
import { PRODUCTS } from '@/features/catalog';
import { indexBuildCount } from './productSearch';
import { useSearchEngine, type EngineStep } from './loadSearchEngine';

describe('useSearchEngine', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads nothing while inactive', async () => {
    const { result } = renderHook(() => useSearchEngine(false));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.engine).toBeNull();
    expect(result.current.failed).toBe(false);
  });

  it('runs the steps, each in a task of its own, before it hands the engine over', async () => {
    const order: string[] = [];
    const catalogue = PRODUCTS.slice(0, 10);
    const steps: EngineStep[] = [
      (engine) => {
        order.push('index');
        engine.prepareIndex(catalogue);
      },
      (engine) => {
        order.push(`search:${engine.searchProducts(catalogue, 'kurta').length}`);
      },
    ];
    const builds = indexBuildCount();
    const { result } = renderHook(() => {
      const status = useSearchEngine(true, steps);
      if (status.engine) order.push('rendered with the engine');
      return status;
    });
    await waitFor(() => expect(result.current.engine).not.toBeNull());
    expect(order.slice(0, 3)).toEqual([
      'index',
      expect.stringMatching(/^search:\d+$/),
      'rendered with the engine',
    ]);
    // The index the first step built served the search: built once.
    expect(indexBuildCount()).toBe(builds + 1);
  });
});
