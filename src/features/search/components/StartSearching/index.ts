export { StartSearching } from './StartSearching';
