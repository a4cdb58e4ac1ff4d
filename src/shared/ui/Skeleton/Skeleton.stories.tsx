import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { width: '100%', height: '1em', radius: 'sm' },
  argTypes: { radius: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'pill'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Block: Story = { args: { width: '16rem', height: '20rem', radius: 'md' } };

/** The shape of a product card while it loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '16rem' }}>
      <Skeleton height="20rem" radius="md" />
      <Skeleton width="40%" />
      <Skeleton width="80%" />
      <Skeleton width="30%" height="1.5em" />
    </div>
  ),
};
