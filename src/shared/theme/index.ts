export { theme } from './tokens';
export { GlobalStyle } from './GlobalStyle';
