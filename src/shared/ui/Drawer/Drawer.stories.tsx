import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Drawer, type DrawerProps } from './Drawer';

/** A page with an opener button; the drawer's `open` starts from the story's args. */
function DrawerDemo({ open: initiallyOpen, onClose, ...args }: DrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <p>Page content behind the drawer.</p>
      <Drawer
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  args: {
    open: false,
    title: 'Filters',
    side: 'right',
    onClose: () => undefined,
    children: (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Size</legend>
        <Checkbox label="S (4)" />
        <Checkbox label="M (7)" />
        <Checkbox label="L (2)" />
      </fieldset>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: press "Filters" to open it; Escape closes it and focus goes back to "Filters". */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Filters' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const OpenRight: Story = { args: { open: true } };

export const OpenLeft: Story = {
  args: {
    open: true,
    side: 'left',
    title: 'Menu',
    children: (
      <nav aria-label="Mobile">
        <ul>
          <li>
            <a href="/women">Women</a>
          </li>
          <li>
            <a href="/men">Men</a>
          </li>
          <li>
            <a href="/sale">Sale</a>
          </li>
        </ul>
      </nav>
    ),
  },
};

export const WithFooter: Story = {
  args: {
    open: true,
    footer: (
      <Button fullWidth onClick={() => undefined}>
        Show results
      </Button>
    ),
  },
};

/**
 * Usage (Drawer.usage.mdx), a mistake: a question in a side panel. A drawer holds a part of the page
 * (filters, the menu); a question that needs an answer is an alert dialog (Dialog).
 */
export const DontDrawerForAQuestion: Story = {
  args: {
    open: true,
    title: 'Remove this address?',
    children: <p>You can add it again at any time.</p>,
    footer: (
      <Button variant="danger" fullWidth onClick={() => undefined}>
        Remove
      </Button>
    ),
  },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
};
