import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { COMPLAINT, COMPLAINT_ABOUT_ORDER } from '../fixtures';
import { ComplaintView } from './ComplaintView';

/** One complaint: what it says, and its timeline. */
const meta = {
  title: 'Orders/ComplaintView',
  component: ComplaintView,
  args: { complaint: COMPLAINT },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ComplaintView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest's complaint, about no order; its line breaks kept. */
export const Guest: Story = {};

/** A signed-in shopper's, about an order; what looks like HTML shows as the text it is. */
export const AboutAnOrder: Story = { args: { complaint: COMPLAINT_ABOUT_ORDER } };
