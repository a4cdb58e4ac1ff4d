import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, spyOn } from 'storybook/test';
import { RecoveryScreen } from './RouteErrorBoundary';

/** A page that throws as it renders: a stand-in for a page's bug. */
function FailingPage(): never {
  throw new Error('A page failed to render (a story of the recovery screen)');
}

/**
 * The route's error screen: what a page that throws shows instead of a blank page
 * (RouteErrorBoundary, around every route in app/router.tsx). The header and the footer stay, and
 * leaving the page clears it.
 */
const meta = {
  title: 'App/Route error',
  component: RecoveryScreen,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecoveryScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The screen alone: 'Try again' renders the page once more, 'Go home' leaves it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * A page of the shop that throws, caught by the real boundary inside the real layout
 * (`parameters.shell`): the recovery screen in the page's place, the header and footer still there.
 * The boundary logs the error to the console, as it does in the shop: here the story keeps that
 * log (a console error fails a story test) and checks it.
 */
export const InLayout: Story = {
  // A whole page is no part of the docs page (it would move focus and scroll to the top).
  tags: ['!autodocs'],
  parameters: { shell: true, route: '/women' },
  beforeEach: () => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => log.mockRestore();
  },
  render: () => <FailingPage />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your cart and wishlist are safe\./)).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(
      'Rangoli: a page failed to render',
      expect.any(Error),
      expect.anything(),
    );
  },
};

/** The same at 390 px. */
export const InLayoutPhone: Story = {
  ...InLayout,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
