export { SizeGuide } from './SizeGuide';
