import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconGallery } from './IconGallery';
import { CheckIcon, STATUS_ICONS } from './StatusIcons';

/** States and messages: done, information, a problem. */
const meta = {
  title: 'Design system/Icons/Status',
  component: CheckIcon,
  args: { size: '2rem' },
  render: ({ size }) => <IconGallery icons={STATUS_ICONS} size={size} />,
} satisfies Meta<typeof CheckIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };
