import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Footer } from './Footer';

/**
 * The shop's footer: the newsletter sign-up, the shop's links (the Grievance Officer's among the
 * policies), the seller's legal name, registered office and customer care, and the year.
 */
const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a phone (390 px): one column. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
