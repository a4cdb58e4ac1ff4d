export * from './LoadMore';
