import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconGallery } from './IconGallery';
import { CloseIcon, CONTROL_ICONS } from './ControlIcons';

/** Controls: close, quantities, remove, grid and list views, filters, show password, share. */
const meta = {
  title: 'Design system/Icons/Control',
  component: CloseIcon,
  args: { size: '2rem' },
  render: ({ size }) => <IconGallery icons={CONTROL_ICONS} size={size} />,
} satisfies Meta<typeof CloseIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };
