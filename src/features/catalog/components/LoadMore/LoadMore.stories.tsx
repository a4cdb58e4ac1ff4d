import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';

const meta = {
  title: 'Catalog/LoadMore',
  component: LoadMore,
  args: { shown: 24, total: 51, onLoadMore: fn() as LoadMoreProps['onLoadMore'] },
} satisfies Meta<typeof LoadMore>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {};

export const LastPage: Story = { args: { shown: 48 } };

/** Everything is shown: renders nothing. */
export const AllShown: Story = { args: { shown: 51 } };
