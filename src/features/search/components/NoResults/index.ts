export { NoResults } from './NoResults';
