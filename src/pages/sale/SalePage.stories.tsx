import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import SalePage from './SalePage';

/** Every discounted product across the categories, biggest savings first. */
const meta = {
  title: 'Pages/Sale',
  component: SalePage,
  parameters: { layout: 'fullscreen', route: '/sale' },
} satisfies Meta<typeof SalePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sale' })).toBeVisible();
  },
};
