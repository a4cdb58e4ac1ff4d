import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconGallery } from './IconGallery';
import { TruckIcon, SERVICE_ICONS } from './ServiceIcons';

/** The shop's promises: delivery, secure payment, returns, support. */
const meta = {
  title: 'Design system/Icons/Service',
  component: TruckIcon,
  args: { size: '2rem' },
  render: ({ size }) => <IconGallery icons={SERVICE_ICONS} size={size} />,
} satisfies Meta<typeof TruckIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };
