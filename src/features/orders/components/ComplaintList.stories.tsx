import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { COMPLAINT, COMPLAINT_ABOUT_ORDER } from '../fixtures';
import { ComplaintList } from './ComplaintList';

/** The complaints filed on this device: the profile's 'Complaints'. */
const meta = {
  title: 'Orders/ComplaintList',
  component: ComplaintList,
  args: { complaints: [COMPLAINT, COMPLAINT_ABOUT_ORDER] },
} satisfies Meta<typeof ComplaintList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two complaints, newest first. */
export const Some: Story = {};

/** None yet: where to file one. */
export const None: Story = { args: { complaints: [] } };

/** On /grievance, under its own heading. */
export const OnTheGrievancePage: Story = { args: { complaints: [COMPLAINT], title: 'Your complaints' } };
