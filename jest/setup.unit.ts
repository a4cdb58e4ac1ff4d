/**
 * The mutation run's setup (jest.mutation.config.ts): setup.base.ts, and the messages each event
 * shows loaded from the start, as setup.ts has them (flows' tests check the toast they cause).
 *
 * The store's module is loaded too, as the app loads it when it starts: its root reducer
 * (combineReducers) calls every slice's reducer, which is when Redux Toolkit builds a slice's extra
 * reducers (the builder callback, and the case reducers it creates). That code runs once per page,
 * when the store's module loads, like a slice's initial state: the mutation run counts its mutants
 * as static (stryker.conf.mjs, ignoreStatic) instead of crediting them to whichever test happened
 * to call a reducer first.
 */
import './setup.base';
import '@/app/store';
import { loadMessages } from '@/app/messages';

beforeAll(() => loadMessages());
