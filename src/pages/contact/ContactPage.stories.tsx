import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import ContactPage from './ContactPage';

/** The shop's contact details and the message form. */
const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen', route: '/contact' },
} satisfies Meta<typeof ContactPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Write to us' })).toBeVisible();
  },
};
