export { StartSearching, POPULAR_SEARCHES } from './StartSearching';
export type { StartSearchingProps } from './StartSearching';
