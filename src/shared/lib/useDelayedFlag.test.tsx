import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './useDelayedFlag';

describe('useDelayedFlag', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const flag = (active: boolean) =>
    renderHook(({ on }) => useDelayedFlag(on, 300), { initialProps: { on: active } });

  it('turns true only after the delay, and false at once when the wait ends', () => {
    const { result, rerender } = flag(true);
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('shows nothing for a wait shorter than the delay, and starts counting again on the next one', () => {
    const { result, rerender } = flag(true);
    act(() => jest.advanceTimersByTime(200));
    rerender({ on: false });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    rerender({ on: true });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });

  it('is false while inactive, however long', () => {
    const { result } = flag(false);
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });
});
