export { Rating } from './Rating';
