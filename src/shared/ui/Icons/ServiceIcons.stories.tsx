import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Gallery, Tile } from './IconGallery.styles';
import { TruckIcon, ShieldIcon, ReturnIcon, HeadsetIcon } from './ServiceIcons';

const ICONS = {
  Truck: TruckIcon,
  Shield: ShieldIcon,
  Return: ReturnIcon,
  Headset: HeadsetIcon,
};

/** The shop's promises: delivery, secure payment, returns, support. */
const meta = {
  title: 'Design system/Icons/Service',
  component: TruckIcon,
  args: { size: '2rem' },
  render: ({ size }) => (
    <Gallery>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <Tile key={name}>
          <Icon size={size} />
          <span>{name}</span>
        </Tile>
      ))}
    </Gallery>
  ),
} satisfies Meta<typeof TruckIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };
