import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Gallery, Tile } from './IconGallery.styles';
import { CheckIcon, InfoIcon, AlertIcon } from './StatusIcons';

const ICONS = {
  Check: CheckIcon,
  Info: InfoIcon,
  Alert: AlertIcon,
};

/** States and messages: done, information, a problem. */
const meta = {
  title: 'Design system/Icons/Status',
  component: CheckIcon,
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
} satisfies Meta<typeof CheckIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };
