import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { COMPLAINT } from '../fixtures';
import { ComplaintTimeline } from './ComplaintTimeline';

/** A complaint's timeline: Registered, Acknowledged by (48 hours), Resolution due by (30 days). */
const meta = {
  title: 'Orders/ComplaintTimeline',
  component: ComplaintTimeline,
  args: { complaint: COMPLAINT },
} satisfies Meta<typeof ComplaintTimeline>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Filed on 22 Nov 2026 at noon, India time. */
export const JustFiled: Story = {};

/** Filed late at night on the last day of a month: its dates fall in the next month and year. */
export const AcrossTheYear: Story = {
  args: { complaint: { filedAt: '2026-12-30T18:00:00.000Z' } },
};
