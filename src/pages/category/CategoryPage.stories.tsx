import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import CategoryPage from './CategoryPage';

/** A category's listing: its banner, the filters (a drawer below 768 px), sort, and the products. */
const meta = {
  title: 'Pages/Category',
  component: CategoryPage,
  parameters: { layout: 'fullscreen', route: '/women' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
} satisfies Meta<typeof CategoryPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Women: Story = {};

export const Men: Story = { parameters: { route: '/men' } };

export const Kids: Story = { parameters: { route: '/kids' } };

export const Beauty: Story = { parameters: { route: '/beauty' } };

/** Filtered from the address: Biba's pieces in Women. */
export const FilteredByBrand: Story = { parameters: { route: '/women?brand=Biba' } };

/** At 390 px: the filters behind a "Filters" button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};
