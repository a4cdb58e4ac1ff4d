export { ProgressBar } from './ProgressBar';
