import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentNotice } from './ConsentNotice';

const meta = {
  title: 'Privacy/ConsentNotice',
  component: ConsentNotice,
  args: { onAllowAll: fn(), onOnlyNeeded: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A first visit: what is kept and why, item by item, and the two choices of equal weight. */
export const FirstVisit: Story = {};

/** On a phone (390 px): the same notice, the choices side by side. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** 'Only what is needed' pressed. */
export const OnlyNeededChosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Only what is needed' }));
    await expect(args.onOnlyNeeded).toHaveBeenCalledTimes(1);
    await expect(args.onAllowAll).not.toHaveBeenCalled();
  },
};
