export { Breadcrumb } from './Breadcrumb';
