import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn } from 'storybook/test';
import { Header } from '@/widgets/header';
import UpdateNotice from './UpdateNotice';

/**
 * The update banner: 'A new version of Rangoli is available.' at the top of every page, above the
 * header, once a new deployment's service worker is installed and waiting (UpdateBanner, in the
 * layout's live region, `role="status"`). 'Reload to update' hands over to it and reloads.
 */
const meta = {
  title: 'App/Update banner',
  component: UpdateNotice,
  args: { onApply: fn() },
  parameters: { layout: 'fullscreen' },
  // Inside UpdateBanner's live region, as in the layout.
  render: (args) => (
    <div role="status">
      <UpdateNotice {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of Rangoli is available.');
    await expect(canvas.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  },
} satisfies Meta<typeof UpdateNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** By keyboard: Tab reaches 'Reload to update' (its focus ring), Enter applies the update. */
export const ReloadToUpdate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload to update' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Where it shows: above the header (the layout's order: skip link, banner, header, page). */
export const AboveTheHeader: Story = {
  render: (args) => (
    <>
      <div role="status">
        <UpdateNotice {...args} />
      </div>
      <Header />
    </>
  ),
};

/** At 390 px: the button wraps under the text. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
