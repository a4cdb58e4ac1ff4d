export { ResultsHeader, searchHeading } from './ResultsHeader';
export type { ResultsHeaderProps } from './ResultsHeader';
