import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Checkbox } from '@/shared/ui';
import { FilterSection } from './FilterSection';

const options = ['S (5)', 'M (6)', 'L (6)', 'XL (6)'];

const meta = {
  title: 'Search/FilterSection',
  component: FilterSection,
  args: {
    title: 'Size',
    children: options.map((o) => <Checkbox key={o} label={o} />),
  },
} satisfies Meta<typeof FilterSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open by default: the heading button says so with aria-expanded. */
export const Open: Story = {};

/** Collapsed: only the heading button shows. */
export const Collapsed: Story = { args: { defaultOpen: false } };

/** A long list scrolls inside a maximum height (the brand list). */
export const Scrolling: Story = {
  args: {
    title: 'Brand',
    scroll: true,
    children: Array.from({ length: 36 }, (_, i) => <Checkbox key={i} label={`Brand ${i + 1} (1)`} />),
  },
};

/**
 * A scrolling list whose every option is disabled (no brand has a product under the other
 * filters): the list itself is in the Tab order, so the keyboard can still scroll it.
 */
export const ScrollingNothingEnabled: Story = {
  args: {
    title: 'Brand',
    scroll: true,
    nothingFocusable: true,
    children: Array.from({ length: 36 }, (_, i) => (
      <Checkbox key={i} label={`Brand ${i + 1} (0)`} disabled />
    )),
  },
};
