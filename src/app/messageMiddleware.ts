import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';

/** What an effect gets besides its action: the store's dispatch and the extra (the notifier). */
export interface EffectApi<Extra> {
  dispatch: Dispatch;
  extra: Extra;
}

/** An event's action creator, as Redux Toolkit makes them: its type, and a type guard. */
interface EventCreator<A extends UnknownAction> {
  type: string;
  match: (action: unknown) => action is A;
}

/** Registers an effect to run after an event has reached the reducers. */
export type StartListening<Extra> = <A extends UnknownAction>(listener: {
  actionCreator: EventCreator<A>;
  effect: (action: A, api: EffectApi<Extra>) => void;
}) => void;

/**
 * Runs effects after the events they listen to: `startListening({ actionCreator, effect })`, as
 * Redux Toolkit's listener middleware takes them. The shop's listeners only map an event to a
 * message, synchronously; createListenerMiddleware's forks, conditions and cancellation (about
 * 2 KiB of the first page's JavaScript, which is at its budget) would do nothing for them. An
 * effect that throws is reported after the dispatch, which it never breaks, as there.
 */
export function createEffectsMiddleware<Extra>(extra: Extra) {
  const effects = new Map<string, ((action: UnknownAction, api: EffectApi<Extra>) => void)[]>();
  const startListening: StartListening<Extra> = ({ actionCreator, effect }) => {
    const list = effects.get(actionCreator.type) ?? [];
    list.push((action, api) => {
      if (actionCreator.match(action)) effect(action, api);
    });
    effects.set(actionCreator.type, list);
  };
  const middleware: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    const type = (action as { type?: unknown }).type;
    for (const effect of (typeof type === 'string' && effects.get(type)) || []) {
      try {
        effect(action as UnknownAction, { dispatch: store.dispatch, extra });
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
    return result;
  };
  return { middleware, startListening };
}
