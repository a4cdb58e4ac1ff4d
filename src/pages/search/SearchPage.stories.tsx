import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { searchHeading } from '@/shared/lib/firstLoadText';
import SearchPage from './SearchPage';

/** Search results (the engine loads as a chunk of its own), with filters and sort from the address. */
const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { layout: 'fullscreen', route: '/search?q=kurta' },
} satisfies Meta<typeof SearchPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'kurta': the kurtas of every category. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: searchHeading('kurta') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Chanderi Silk Anarkali Kurta/ })).toBeVisible();
  },
};

/** A typo still finds them: 'kurtha'. */
export const Typo: Story = {
  parameters: { route: '/search?q=kurtha' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Chanderi Silk Anarkali Kurta/ })).toBeVisible();
  },
};

/** Nothing matches. */
export const NoResults: Story = {
  parameters: { route: '/search?q=xyzzy' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: searchHeading('xyzzy') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No products found' })).toBeVisible();
  },
};

/** No query yet. */
export const StartSearching: Story = {
  parameters: { route: '/search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Start searching' })).toBeVisible();
  },
};
