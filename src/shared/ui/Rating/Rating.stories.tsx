import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Rating } from './Rating';

const meta = {
  title: 'Design system/Rating',
  component: Rating,
  args: { value: 4.6, count: 1284 },
} satisfies Meta<typeof Rating>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithCount: Story = {};

export const WithoutCount: Story = { args: { count: undefined } };

export const WholeNumber: Story = { args: { value: 4, count: 1 } };

export const LargeCount: Story = { args: { value: 3.94, count: 123456 } };
