import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import MobileMenu from './MobileMenu';

const meta = {
  title: 'Widgets/MobileMenu',
  component: MobileMenu,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof MobileMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open from the header's Open menu button. */
export const Open: Story = {};

/** Closed: nothing is shown. */
export const Closed: Story = { args: { open: false } };
