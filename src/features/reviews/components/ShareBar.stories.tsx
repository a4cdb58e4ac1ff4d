import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ShareBar } from './ShareBar';

const meta = {
  title: 'Reviews/ShareBar',
  component: ShareBar,
  args: { share: '62%', tone: 'star' },
  decorators: [(Story) => <div style={{ width: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof ShareBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The rating breakdown's bar: a star's share of the ratings. */
export const Stars: Story = {};

/** The fit answers' bar, in the brand's colour. */
export const Fit: Story = { args: { share: '24%', tone: 'brand' } };

/** Nobody answered: an empty track. */
export const Empty: Story = { args: { share: '0%' } };

/** All of them: a full track. */
export const Full: Story = { args: { share: '100%', tone: 'brand' } };
