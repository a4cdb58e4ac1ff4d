import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StartSearching } from './StartSearching';

const meta = {
  title: 'Search/StartSearching',
  component: StartSearching,
} satisfies Meta<typeof StartSearching>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The popular searches of the shop. */
export const Default: Story = {};

/** A shorter list. */
export const FewSuggestions: Story = { args: { popular: ['Kurta', 'Lipstick'] } };
