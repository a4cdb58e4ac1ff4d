export { SuggestionOptions } from './SuggestionOptions';
export type { SuggestionOptionsProps } from './SuggestionOptions';
