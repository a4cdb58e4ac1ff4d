import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SEARCH_SORT_OPTIONS } from '@/features/catalog';
import { FiltersButton } from '../FilterDrawer';
import { ResultsHeader, type ResultsHeaderProps } from './ResultsHeader';

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<ResultsHeaderProps> = {
  query: 'kurta',
  total: 8,
  sort: 'featured',
  sortOptions: SEARCH_SORT_OPTIONS,
  view: 'grid',
  onSortChange: fn(),
  onViewChange: fn(),
};

const meta = {
  title: 'Search/ResultsHeader',
  component: ResultsHeader,
  args,
} satisfies Meta<typeof ResultsHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The singular: "1 product found". */
export const OneResult: Story = { args: { query: 'chanderi', total: 1 } };

/** Filters left nothing: "0 products found". */
export const NoneFound: Story = { args: { total: 0 } };

/** The query found nothing: just the count, nothing to sort. */
export const NothingToSort: Story = { args: { query: 'sneakers', total: 0, showControls: false } };

export const SortedByPrice: Story = { args: { sort: 'priceLowToHigh' } };

export const ListView: Story = { args: { view: 'list' } };

/** On a phone, with the Filters button (2 active). */
export const WithFiltersButton: Story = {
  args: { filtersButton: <FiltersButton activeCount={2} onClick={() => undefined} /> },
};
