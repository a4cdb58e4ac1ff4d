import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { complaintOrderChoices } from '../complaints';
import { SAMPLES } from '../fixtures';
import { ComplaintForm } from './ComplaintForm';

/** The complaint form of /grievance. */
const meta = {
  title: 'Orders/ComplaintForm',
  component: ComplaintForm,
  args: { orders: [], onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComplaintForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest: only 'Not about an order', and an Email field. */
export const Guest: Story = {};

/** A signed-in shopper: her orders to choose from, and her account's email instead of the field. */
export const SignedIn: Story = {
  args: { orders: complaintOrderChoices(SAMPLES), accountEmail: 'priya@example.com' },
};

/** Submitted empty by a guest: the three messages at their fields, focus on the first. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit complaint' }));
    await expect(canvas.getByLabelText('Subject')).toHaveAccessibleDescription(FIELD_MSG.complaintSubject);
    await expect(canvas.getByLabelText('Describe the problem')).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.complaintDescription),
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.emailRequired),
    );
    await expect(canvas.getByLabelText('Subject')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A description too short and an email out of shape: their messages, what was typed kept. */
export const TooShort: Story = {
  args: { defaultValues: { subject: 'refund', description: 'Still no refund', email: 'asha@example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit complaint' }));
    const description = canvas.getByLabelText('Describe the problem');
    await expect(description).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.complaintDescription),
    );
    await expect(description).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.emailInvalid),
    );
  },
};

/** Filled in by a signed-in shopper, about an order. */
export const Filled: Story = {
  args: {
    ...SignedIn.args,
    defaultValues: {
      orderId: 'ORD-001',
      subject: 'quality',
      description: 'The colour ran in the first gentle wash.',
    },
  },
};
