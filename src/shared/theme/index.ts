export { theme } from './tokens';
export type { Theme } from './tokens';
export { GlobalStyle } from './GlobalStyle';
