import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { HeartIcon, Icons, type IconName } from './Icons';

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.ink};
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

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
