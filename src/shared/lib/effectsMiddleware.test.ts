import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEffectsMiddleware } from './effectsMiddleware';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: {
    added: (state, action: PayloadAction<number>) => state + action.payload,
    reset: () => 0,
  },
});
const { added, reset } = counter.actions;

function setup() {
  const seen: string[] = [];
  const listeners = createEffectsMiddleware<number, { tag: string }>({ tag: 'extra' });
  const store = configureStore({
    reducer: counter.reducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
  return { store, seen, startListening: listeners.startListening };
}

describe('the effects middleware', () => {
  it('runs an effect after its event has reached the reducer, with the action, dispatch and the extra', () => {
    const { store, seen, startListening } = setup();
    startListening({
      actionCreator: added,
      effect: (action, api) => {
        seen.push(`${action.payload} → ${store.getState()} (${api.extra.tag})`);
        if (action.payload > 5) api.dispatch(reset());
      },
    });
    store.dispatch(added(2));
    store.dispatch(added(7));
    expect(seen).toEqual(['2 → 2 (extra)', '7 → 9 (extra)']);
    expect(store.getState()).toBe(0);
  });

  it('runs every effect of an event, in the order registered, and none for other events', () => {
    const { store, seen, startListening } = setup();
    startListening({ actionCreator: added, effect: () => seen.push('first') });
    startListening({ actionCreator: added, effect: () => seen.push('second') });
    store.dispatch(reset());
    store.dispatch({ type: 'unknown' });
    expect(seen).toEqual([]);
    store.dispatch(added(1));
    expect(seen).toEqual(['first', 'second']);
  });

  it('reports an effect that throws after the dispatch, which goes on', () => {
    jest.useFakeTimers();
    const { store, seen, startListening } = setup();
    startListening({
      actionCreator: added,
      effect: () => {
        throw new Error('broken effect');
      },
    });
    startListening({ actionCreator: added, effect: () => seen.push('still runs') });
    expect(() => store.dispatch(added(1))).not.toThrow();
    expect(store.getState()).toBe(1);
    expect(seen).toEqual(['still runs']);
    expect(() => jest.runOnlyPendingTimers()).toThrow('broken effect');
    jest.useRealTimers();
  });

  it('runs a matcher’s effect for every action it accepts', () => {
    const { store, seen, startListening } = setup();
    startListening({
      matcher: (action) => added.match(action) || reset.match(action),
      effect: (action) => {
        seen.push(action.type);
      },
    });
    store.dispatch(added(1));
    store.dispatch({ type: 'other' });
    store.dispatch(reset());
    expect(seen).toEqual(['counter/added', 'counter/reset']);
  });

  it('runs a predicate’s effect when it holds of the action and the state before and after', () => {
    const { store, seen, startListening } = setup();
    startListening({
      predicate: (_action, current, previous) => current > 10 && previous <= 10,
      effect: (_action, api) => {
        seen.push(`crossed 10 at ${api.getState()}`);
      },
    });
    store.dispatch(added(4));
    store.dispatch(added(8));
    store.dispatch(added(1));
    expect(seen).toEqual(['crossed 10 at 12']);
  });

  it('reports an effect whose promise rejects, after the dispatch', async () => {
    jest.useFakeTimers();
    const { store, startListening } = setup();
    startListening({ actionCreator: added, effect: () => Promise.reject(new Error('late failure')) });
    expect(() => store.dispatch(added(1))).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(() => jest.runOnlyPendingTimers()).toThrow('late failure');
    jest.useRealTimers();
  });

  it('lets a thunk pass to the next middleware without running any effect', () => {
    const { store, seen, startListening } = setup();
    startListening({ predicate: () => true, effect: (action) => void seen.push(action.type) });
    store.dispatch((dispatch) => {
      dispatch(added(1));
    });
    expect(seen).toEqual(['counter/added']);
    expect(store.getState()).toBe(1);
  });
});
