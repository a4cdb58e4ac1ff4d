export * from './SortSelect';
