export { FilterDrawer, FiltersButton } from './FilterDrawer';
