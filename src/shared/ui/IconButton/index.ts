export { IconButton } from './IconButton';
