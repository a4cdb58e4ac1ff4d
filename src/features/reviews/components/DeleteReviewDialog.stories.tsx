import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DeleteReviewDialog, type DeleteReviewDialogProps } from './DeleteReviewDialog';

const meta = {
  title: 'Reviews/DeleteReviewDialog',
  component: DeleteReviewDialog,
  args: {
    open: true,
    onConfirm: fn() as DeleteReviewDialogProps['onConfirm'],
    onClose: fn() as DeleteReviewDialogProps['onClose'],
  },
} satisfies Meta<typeof DeleteReviewDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Delete this review?', Cancel first. */
export const Open: Story = {};

/** Closed: nothing is rendered. */
export const Closed: Story = { args: { open: false } };
