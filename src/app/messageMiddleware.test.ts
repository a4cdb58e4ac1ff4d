import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEffectsMiddleware } from './messageMiddleware';

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
  const listeners = createEffectsMiddleware({ tag: 'extra' });
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
});
