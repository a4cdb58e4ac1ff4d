export { FilterDrawer, FiltersButton } from './FilterDrawer';
export type { FilterDrawerProps, FiltersButtonProps } from './FilterDrawer';
