import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, within } from 'storybook/test';
import { CancelOrderDialog, type CancelOrderDialogProps } from './CancelOrderDialog';

const meta = {
  title: 'Orders/CancelOrderDialog',
  component: CancelOrderDialog,
  args: {
    orderId: 'ORD-003',
    open: true,
    // Typed as the component's own props: stories log them, tests pass jest.fn().
    onConfirm: fn() as CancelOrderDialogProps['onConfirm'],
    onClose: fn() as CancelOrderDialogProps['onClose'],
  },
} satisfies Meta<typeof CancelOrderDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The question, with no reason chosen yet; the shopper picks one and confirms. */
export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order ORD-003?' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await expect(reason).toHaveValue('');
    await userEvent.selectOptions(reason, 'Delivery is taking too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('tooLate');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** 'Keep order' closes it without cancelling. */
export const KeepOrder: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order ORD-003?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = { args: { open: false } };
