import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  parameters: {
    docs: {
      description: {
        component:
          'Along the top of the window while the next page takes more than 300 ms to arrive (app/layout/Layout). It has one look: moving, or still and full with reduced motion.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The next page is on its way. */
export const Loading: Story = {};
