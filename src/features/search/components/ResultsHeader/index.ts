export { ResultsHeader } from './ResultsHeader';
