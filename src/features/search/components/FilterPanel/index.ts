export { FilterPanel } from './FilterPanel';
export type { FilterPanelProps } from './FilterPanel';
export { FilterSection } from './FilterSection';
export type { FilterSectionProps } from './FilterSection';
