import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this text' },
  render: (args) => (
    <div>
      Visible text, then hidden text: <VisuallyHidden {...args} />
    </div>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
