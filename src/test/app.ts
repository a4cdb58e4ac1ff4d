/**
 * What tests take from the app layer, in one place: the layers hold tests to the same imports as
 * the code beside them (a feature's test may not import app/), and the test utilities are the one
 * exemption. A test that needs the whole store, a guard or the whole app gets it here.
 */
export { makeStore, makePersistedStore, type RootState } from '@/app/store';
export { RequireAuth } from '@/app/RequireAuth';
export { App } from '@/app/App';
