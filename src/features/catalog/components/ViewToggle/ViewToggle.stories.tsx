import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ViewToggle, type ViewToggleProps } from './ViewToggle';

const meta = {
  title: 'Catalog/ViewToggle',
  component: ViewToggle,
  args: { value: 'grid', onChange: fn() as ViewToggleProps['onChange'] },
} satisfies Meta<typeof ViewToggle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GridSelected: Story = {};

export const ListSelected: Story = { args: { value: 'list' } };
