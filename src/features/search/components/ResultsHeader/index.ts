export { ResultsHeader } from './ResultsHeader';
export type { ResultsHeaderProps } from './ResultsHeader';
