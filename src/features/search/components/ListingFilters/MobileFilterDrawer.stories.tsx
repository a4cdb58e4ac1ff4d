import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, within } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { facetCounts } from '../../filters';
import { initialFilters } from '../../searchSlice';
import { MobileFilterDrawer, type MobileFilterDrawerProps } from './MobileFilterDrawer';

const women = PRODUCTS.filter((p) => p.category === 'Women');

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: MobileFilterDrawerProps = {
  open: true,
  onClose: fn(),
  filters: initialFilters,
  facets: facetCounts(women, initialFilters),
  onChange: fn(),
  onClearAll: fn(),
  resultCount: women.length,
};

const meta = {
  title: 'Search/MobileFilterDrawer',
  component: MobileFilterDrawer,
  args,
  // The drawer a phone's Filters button opens (below 768 px).
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof MobileFilterDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open on the Women listing: the panel without its heading (the dialog has it), and the count. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(dialog).getByRole('group', { name: 'Brand' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Biba (2)' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...initialFilters, brands: ['Biba'] });
    await userEvent.click(within(dialog).getByRole('button', { name: `Show ${women.length} products` }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
