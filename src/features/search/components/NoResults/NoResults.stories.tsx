import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { NoResults, type NoResultsProps } from './NoResults';

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<NoResultsProps> = { query: 'sneakers', onClearSearch: fn() };

const meta = {
  title: 'Search/NoResults',
  component: NoResults,
  args,
} satisfies Meta<typeof NoResults>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing matches the query: Clear Search. */
export const NoMatch: Story = {};

/** The query matched, but the filters left nothing: Clear All Filters, or Clear Search. */
export const FilteredOut: Story = { args: { query: 'kurta', onClearFilters: fn() } };
