import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, within } from 'storybook/test';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Dialog, type DialogProps } from './Dialog';

/**
 * A page with an opener button; the dialog's `open` starts from the story's args. Its footer: the
 * story's `answers` (each closes it), else, when `footer` is set, Not now and Save.
 */
function DialogDemo({
  open: initiallyOpen,
  onClose,
  footer,
  opener = 'Open dialog',
  answers,
  ...args
}: DialogProps & { opener?: string; answers?: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <p>Page content behind the dialog.</p>
      <Dialog
        {...args}
        open={open}
        onClose={close}
        footer={answers ? answers(close) : footer && <FooterButtons onClose={close} />}
      />
    </>
  );
}

function FooterButtons({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        Not now
      </Button>
      <Button onClick={onClose}>Save</Button>
    </>
  );
}

function SizeForm() {
  const [fit, setFit] = useState<string | null>('regular');
  return (
    <>
      <Select
        label="Size"
        placeholder="Select a size"
        options={['S', 'M', 'L'].map((s) => ({ value: s, label: s }))}
      />
      <RadioGroup
        legend="Fit"
        value={fit}
        onChange={setFit}
        options={[
          { value: 'slim', label: 'Slim' },
          { value: 'regular', label: 'Regular' },
        ]}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: {
    open: false,
    title: 'Choose your size',
    role: 'dialog',
    onClose: () => undefined,
    children: <SizeForm />,
    footer: true,
  },
  argTypes: {
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    footer: { control: 'boolean', description: 'Show the story’s footer buttons (Not now, Save).' },
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: press "Open dialog"; "Not now" closes it and focus goes back to the opener. */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your size' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(within(dialog).getByRole('combobox', { name: 'Size' })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'Regular' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** A dialog with a form and its buttons in the footer, and a "Close" button. */
export const Open: Story = { args: { open: true } };

/** A question that needs an answer: no "Close" button and no closing by a click beside it. */
export const AlertDialog: Story = {
  args: {
    open: true,
    role: 'alertdialog',
    title: 'Remove this address?',
    description: 'You can add it again at any time.',
    children: undefined,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this address?' });
    await expect(dialog).toHaveAccessibleDescription('You can add it again at any time.');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** More than fits: the body scrolls, the title and buttons stay in view. */
export const LongContent: Story = {
  args: {
    open: true,
    title: 'Size guide',
    footer: false,
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Row {i + 1}: chest, waist and hip measurements in centimetres.</p>
        ))}
      </>
    ),
  },
};

/** Wide: room for a table (the size guide), 48rem on a large screen, never wider than a phone's. */
export const Wide: Story = {
  args: {
    open: true,
    wide: true,
    title: 'Size guide',
    footer: false,
    children: (
      <table>
        <caption>Chest and waist, in inches</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Chest</th>
            <th scope="col">Waist</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">M</th>
            <td>40</td>
            <td>32</td>
          </tr>
        </tbody>
      </table>
    ),
  },
};

/** An open modal stays in its own frame on a docs page (a Usage page shows it without taking over the page). */
const inOwnFrame = { docs: { story: { inline: false, height: '420px' } } };

/**
 * Usage (Dialog.usage.mdx): a question that needs an answer before anything else, about something
 * that cannot be undone (the orders' CancelOrderDialog): an alert dialog, the safe answer first.
 */
export const DoAskBeforeWhatCannotBeUndone: Story = {
  args: {
    open: true,
    role: 'alertdialog',
    title: 'Cancel order ORD-001?',
    description: 'We will stop the order and refund anything you paid. This cannot be undone.',
    children: undefined,
  },
  parameters: inOwnFrame,
  render: (args) => (
    <DialogDemo
      {...args}
      opener="Cancel Order"
      answers={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            Keep order
          </Button>
          <Button variant="danger" onClick={close}>
            Yes, cancel order
          </Button>
        </>
      )}
    />
  ),
};

/** Usage, a mistake: a dialog for news that needs no answer (a toast says it without stopping the shopper). */
export const DontDialogForAMessage: Story = {
  args: {
    open: true,
    title: 'Added to cart',
    children: <p>Chanderi Silk Anarkali Kurta, size M, is in your cart.</p>,
  },
  parameters: inOwnFrame,
  render: (args) => (
    <DialogDemo {...args} opener="Add to Cart" answers={(close) => <Button onClick={close}>OK</Button>} />
  ),
};
