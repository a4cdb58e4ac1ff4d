import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Footer } from './Footer';

/** The shop's footer: the newsletter sign-up, the shop's links, contact details and the year. */
const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
