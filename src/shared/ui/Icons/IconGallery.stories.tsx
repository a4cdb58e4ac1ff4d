import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Icons } from './allIcons';
import { IconGallery } from './IconGallery';

const meta = {
  title: 'Design system/Icons/Gallery',
  component: IconGallery,
  args: { icons: Icons, size: '2rem' },
} satisfies Meta<typeof IconGallery>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every icon of the shop. */
export const AllIcons: Story = {};

export const Small: Story = { args: { size: '1rem' } };
