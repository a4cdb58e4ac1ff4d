import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('waits for the browser to be idle, with the timeout given', () => {
    const request = jest.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const task = jest.fn();
    const stop = whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(task, { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('runs on the next macrotask where requestIdleCallback is missing, unless cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runOnlyPendingTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
