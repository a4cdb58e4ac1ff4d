import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconGallery } from './IconGallery';
import { HeartIcon, HEADER_ICONS } from './Icons';

/** The header and its menus: wishlist, cart, account, search, menu, chevrons. */
const meta = {
  title: 'Design system/Icons/Header',
  component: HeartIcon,
  args: { size: '2rem' },
  render: ({ size }) => <IconGallery icons={HEADER_ICONS} size={size} />,
} satisfies Meta<typeof HeartIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };

/** The wishlist heart, filled once a product is saved. */
export const FilledHeart: Story = {
  args: { filled: true, size: '3rem' },
  render: (args) => <HeartIcon {...args} />,
};
