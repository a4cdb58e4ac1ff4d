import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icons, type IconName } from './allIcons';
import { Gallery, Tile } from './IconGallery.styles';
import { HeartIcon } from './Icons';

const meta = {
  title: 'Design system/Icons',
  component: HeartIcon,
  args: { size: '2rem' },
  render: ({ size }) => (
    <Gallery>
      {(Object.keys(Icons) as IconName[]).map((name) => {
        const Icon = Icons[name];
        return (
          <Tile key={name}>
            <Icon size={size} />
            <span>{name}</span>
          </Tile>
        );
      })}
      <Tile>
        <HeartIcon size={size} filled />
        <span>Heart (filled)</span>
      </Tile>
    </Gallery>
  ),
} satisfies Meta<typeof HeartIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};

export const Small: Story = { args: { size: '1rem' } };

export const FilledHeart: Story = {
  args: { filled: true, size: '3rem' },
  render: (args) => <HeartIcon {...args} />,
};
