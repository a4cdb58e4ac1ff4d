import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn } from 'storybook/test';
import { FiltersButton, type FiltersButtonProps } from './FiltersButton';

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: FiltersButtonProps = { activeCount: 0, onClick: fn(), expanded: false };

const meta = {
  title: 'Search/FiltersButton',
  component: FiltersButton,
  args,
  // The button is the phone's way to the filters (below 768 px).
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof FiltersButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No filter active: just "Filters". */
export const NoneActive: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Filters' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Two filters active: the count shows on the button and is part of its name. */
export const WithActiveFilters: Story = {
  args: { activeCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
  },
};

/** While its drawer is open. */
export const Expanded: Story = {
  args: { activeCount: 1, expanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
