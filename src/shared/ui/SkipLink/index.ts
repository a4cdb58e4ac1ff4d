export { SkipLink } from './SkipLink';
export { MAIN_ID } from './mainId';
