export { FilterDrawer } from './FilterDrawer';
export { FiltersButton } from './FiltersButton';
