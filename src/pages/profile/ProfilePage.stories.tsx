import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import ProfilePage from './ProfilePage';

/** The shopper's details (view, then edit) and the address book. */
const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  parameters: {
    layout: 'fullscreen',
    route: '/profile',
    store: { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } },
  },
} satisfies Meta<typeof ProfilePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sample profile, with its one saved address. */
export const SampleProfile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(canvas.getAllByText('Priya Sharma', { exact: false }).length).toBeGreaterThan(0);
  },
};
