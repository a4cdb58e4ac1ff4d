import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FitSummary } from './FitSummary';

const meta = {
  title: 'Reviews/FitSummary',
  component: FitSummary,
  args: { shares: { answered: 12, small: 25, true: 67, large: 8 } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FitSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 12 reviews answered 'How did it fit?'. */
export const Filled: Story = {};

/** Fewer than 3 answers: 'Not enough fit answers yet'. */
export const NotEnoughAnswers: Story = { args: { shares: null } };

/** Every answer the same: one bar full, two empty. */
export const AllTrueToSize: Story = { args: { shares: { answered: 3, small: 0, true: 100, large: 0 } } };
