import { isAction, type Dispatch, type Middleware, type UnknownAction } from '@reduxjs/toolkit';

/** What an effect gets besides its action: the store's dispatch and state, and the extra (the notifier). */
export interface EffectApi<State, Extra> {
  dispatch: Dispatch;
  getState: () => State;
  extra: Extra;
}

/** An effect; what it returns is ignored, but a promise that rejects is reported. */
type Effect<A, State, Extra> = (action: A, api: EffectApi<State, Extra>) => unknown;

/** An event's action creator, as Redux Toolkit makes them: its type, and a type guard. */
interface EventCreator<A extends UnknownAction> {
  type: string;
  match: (action: unknown) => action is A;
}

/**
 * Registers an effect to run after an action has reached the reducers: for one event
 * (`actionCreator`), for the actions a `matcher` accepts, or when a `predicate` of the action and
 * the state before and after it holds. The shape of Redux Toolkit's `startListening`.
 */
export interface StartListening<State = unknown, Extra = unknown> {
  <A extends UnknownAction>(listener: {
    actionCreator: EventCreator<A>;
    effect: Effect<A, State, Extra>;
  }): void;
  (listener: { matcher: (action: unknown) => boolean; effect: Effect<UnknownAction, State, Extra> }): void;
  (listener: {
    predicate: (action: UnknownAction, current: State, previous: State) => boolean;
    effect: Effect<UnknownAction, State, Extra>;
  }): void;
}

interface Listener {
  accepts: (action: UnknownAction, current: unknown, previous: unknown) => boolean;
  effect: Effect<UnknownAction, unknown, unknown>;
}

/** An effect's failure, reported after the dispatch it never breaks (as Redux Toolkit's listeners do). */
const report = (error: unknown) =>
  setTimeout(() => {
    throw error;
  });

/**
 * Runs effects after the actions they listen to, with `startListening` in the shape of Redux
 * Toolkit's listener middleware. The shop's listeners map an event to a message and re-check a
 * coupon; createListenerMiddleware's forks, conditions and cancellation (about 1.6 KiB of the first
 * page's JavaScript, which is at its budget) would do nothing for them. An effect that throws or
 * rejects is reported, and the dispatch goes on.
 */
export function createEffectsMiddleware<State, Extra>(extra: Extra) {
  const listeners: Listener[] = [];
  const startListening = ((listener: {
    actionCreator?: EventCreator<UnknownAction>;
    matcher?: (action: unknown) => boolean;
    predicate?: (action: UnknownAction, current: unknown, previous: unknown) => boolean;
    effect: Effect<UnknownAction, unknown, unknown>;
  }) => {
    const { actionCreator, matcher, predicate, effect } = listener;
    const accepts: Listener['accepts'] = actionCreator
      ? (action) => actionCreator.match(action)
      : matcher
        ? (action) => matcher(action)
        : (action, current, previous) => predicate?.(action, current, previous) ?? false;
    listeners.push({ accepts, effect });
  }) as StartListening<State, Extra>;

  const middleware: Middleware = (store) => (next) => (action) => {
    // A thunk (or anything else that is not an action) passes on to the next middleware untouched.
    if (!isAction(action)) return next(action);
    const previous: unknown = store.getState();
    const result = next(action);
    const current: unknown = store.getState();
    const api = { dispatch: store.dispatch, getState: store.getState, extra };
    for (const { accepts, effect } of listeners) {
      try {
        if (!accepts(action, current, previous)) continue;
        const done = effect(action, api);
        if (done instanceof Promise) done.catch(report);
      } catch (error) {
        report(error);
      }
    }
    return result;
  };
  return { middleware, startListening };
}
