import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, within } from 'storybook/test';
import { returnContextFor, sample, VIEWS } from '../fixtures';
import type { Order } from '../ordersSlice';
import { ReturnDialog } from './ReturnDialog';

const delivered = sample('ORD-001');

/** The sample processing order (paid cash on delivery) as if delivered, with its one item. */
const deliveredCashOrder: Order = { ...sample('ORD-003'), status: 'delivered' };

/** Only the lipstick of the delivered order: One Size, so nothing to exchange it for. */
const lipstickOnly: Order = { ...delivered, items: delivered.items.slice(1) };

const meta = {
  title: 'Orders/ReturnDialog',
  component: ReturnDialog,
  args: {
    orderId: delivered.id,
    open: true,
    items: delivered.items,
    context: returnContextFor(delivered),
    closesAt: VIEWS.delivered.returnWindow?.closesAt,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReturnDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The delivered sample order, paid by card: two items, nothing chosen yet. 'Request return' with
 * nothing chosen shows each field's message and takes focus to the first; nothing is sent.
 */
export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Return or exchange' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await expect(within(dialog).getByText('Please choose at least one item')).toBeVisible();
    await expect(within(dialog).getByText('Please select a reason')).toBeVisible();
    const [firstItem] = within(dialog).getAllByRole('checkbox');
    await expect(firstItem).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Once tried, a message goes as soon as its field is fixed.
    await userEvent.click(firstItem!);
    await expect(within(dialog).queryByText('Please choose at least one item')).not.toBeInTheDocument();
  },
};

/** One item: it starts ticked. Paid cash on delivery: a refund goes to Rangoli credit only. */
export const CashOnDelivery: Story = {
  args: {
    orderId: deliveredCashOrder.id,
    items: deliveredCashOrder.items,
    context: returnContextFor(deliveredCashOrder),
  },
};

/** An item with no other size (One Size): only a refund. */
export const NothingToExchange: Story = {
  args: { items: lipstickOnly.items, context: returnContextFor(lipstickOnly) },
};

/** Closed: nothing is rendered. */
export const Closed: Story = { args: { open: false } };
