export * from './NotFound';
