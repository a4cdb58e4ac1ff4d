export { Container } from './Layout';
