import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { searchHeading } from '@/shared/lib/firstLoadText';
import { SearchSkeleton } from './SearchSkeleton';

/**
 * What /search paints from the shell before main.js has run (the build renders it into
 * shell.html; the route hints show it and write the query in). The placeholders stand where the
 * search box, the toolbar, the filter column (from 768 px) and the first cards will be.
 */
const meta = {
  title: 'Pages/Search/Skeleton',
  component: SearchSkeleton,
  parameters: { layout: 'fullscreen' },
  args: { query: 'shirt' },
} satisfies Meta<typeof SearchSkeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As the route hints leave it: the query in the heading. */
export const WithQuery: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: searchHeading('shirt') })).toBeVisible();
  },
};

/** As the build renders it, before the route hints have run: the heading's slot empty. */
export const BeforeTheHints: Story = { args: { query: undefined } };

/** A long query wraps in the heading; the placeholders stay where they were. */
export const LongQuery: Story = { args: { query: 'cotton printed straight kurta with palazzo and dupatta' } };

/** As it is in shell.html: hidden, for every address but a search's (only its room is kept). */
export const AsBuilt: Story = { args: { query: undefined, hidden: true } };
