export { NoResults } from './NoResults';
export type { NoResultsProps } from './NoResults';
