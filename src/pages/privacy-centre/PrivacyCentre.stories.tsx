import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_PROFILE } from '@/features/auth';
import { ALL_ALLOWED } from '@/shared/lib/consent';
import { storedDataRows, type DeviceState } from './deviceData';
import { PrivacyCentre, type PrivacyCentreProps } from './PrivacyCentre';

const EMPTY_DEVICE: DeviceState = {
  auth: { user: null, remember: true },
  cart: { lines: [] },
  wishlist: { ids: [], savedPrices: {} },
  orders: { list: [], changes: {} },
  reviews: { own: [], helpful: [] },
  preferences: { pincode: null, recentlyViewed: [], mySizes: {}, stockAlerts: [] },
  consent: { allowed: ALL_ALLOWED },
};

/** A shopper who has used everything: signed in, a cart, orders, a complaint, reviews, the optional data. */
const FULL_DEVICE: DeviceState = {
  auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
  cart: {
    lines: [
      { id: 4, size: 'S', quantity: 2 },
      { id: 7, size: 'M', quantity: 1 },
    ],
  },
  wishlist: { ids: [1, 12], savedPrices: {} },
  orders: {
    list: [{ id: 'ORD-2' }, { id: 'ORD-1' }] as never,
    changes: {},
    complaints: [{ id: 'CMP-1001' }] as never,
  },
  reviews: { own: [{ id: 'own-1' }] as never, helpful: [] },
  preferences: {
    pincode: '700016',
    recentlyViewed: [4, 7, 1],
    mySizes: { 'women-tops': 'M' },
    stockAlerts: [{ productId: 12, size: 'L' }],
  },
  consent: { allowed: ALL_ALLOWED },
};

/** Sizes as a browser holds such data (bytes by key). */
const FULL_SIZES: Record<string, number> = {
  user: 612,
  cart: 118,
  wishlist: 96,
  orders: 3410,
  reviews: 402,
  consent: 3,
};
const fullStorage = (key: string) => (key in FULL_SIZES ? ['x'.repeat(FULL_SIZES[key] ?? 0)] : []);
const preferencesStored = JSON.stringify({
  recentlyViewed: '[4,7,1]',
  mySizes: '{"women-tops":"M"}',
  stockAlerts: '[{"productId":12,"size":"L"}]',
  pincode: '"700016"',
});

const allOn = { recentlyViewed: true, mySizes: true, stockAlerts: true, pincode: true };

const meta = {
  title: 'Pages/PrivacyCentre',
  component: PrivacyCentre,
  args: {
    rows: storedDataRows(EMPTY_DEVICE, (key) => (key === 'consent' ? ['all'] : [])),
    allowed: allOn,
    onSwitch: fn() as PrivacyCentreProps['onSwitch'],
    onDownload: fn() as PrivacyCentreProps['onDownload'],
    onDelete: fn() as PrivacyCentreProps['onDelete'],
    deleted: false,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyCentre>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A device that holds nothing but the privacy choice: every row 'None'. */
export const EmptyDevice: Story = {};

/** A device that holds some of everything, key by key, with its size. */
export const FullDevice: Story = {
  args: {
    rows: storedDataRows(FULL_DEVICE, (key) =>
      key === 'preferences' ? [preferencesStored] : fullStorage(key),
    ),
  },
};

/** 'Recently viewed' switched off: it is no longer kept. */
export const SwitchOff: Story = {
  args: {
    rows: storedDataRows(
      {
        ...FULL_DEVICE,
        preferences: { ...FULL_DEVICE.preferences, recentlyViewed: [] },
        consent: { allowed: ['mySizes', 'stockAlerts', 'pincode'] },
      },
      fullStorage,
    ),
    allowed: { ...allOn, recentlyViewed: false },
  },
};

/** 'Delete my data' pressed: the question, Cancel first. */
export const DeleteDialogOpen: Story = {
  args: { ...FullDevice.args, defaultDialogOpen: true },
};

/** 'Delete everything' answered: the device holds nothing but the choice, and the page says so. */
export const Deleted: Story = { args: { deleted: true } };

/** On a phone (390 px): the table scrolls within itself if it must, the switches stay in reach. */
export const Phone: Story = {
  args: FullDevice.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The dialog's 'Delete everything': the deletion is asked for, then the dialog closes. */
export const DeleteEverything: Story = {
  args: FullDevice.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete my data' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};
