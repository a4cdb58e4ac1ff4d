export { ResultsHeader, productsFound } from './ResultsHeader';
export type { ResultsHeaderProps } from './ResultsHeader';
