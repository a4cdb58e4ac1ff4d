import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { SizeHistoryLine } from '../recommendSize';
import { SizeRecommendationNote } from './SizeRecommendationNote';

const kept: SizeHistoryLine = {
  orderId: 'ORD-001',
  date: '2026-11-10T06:30:00.000Z',
  productId: 1,
  name: 'Chanderi Silk Anarkali Kurta',
  brand: 'Biba',
  kind: 'women-tops',
  size: 'M',
  outcome: 'kept',
};
const older: SizeHistoryLine = {
  ...kept,
  orderId: 'ORD-004',
  date: '2026-06-02T06:30:00.000Z',
  productId: 16,
  name: 'Ruffle Sleeve Georgette Top',
  brand: 'Allen Solly',
  size: 'L',
};

const meta = {
  title: 'Orders/SizeRecommendationNote',
  component: SizeRecommendationNote,
  args: {
    recommendation: {
      size: 'M',
      soldOut: false,
      reason: { outcome: 'kept', size: 'M', productName: 'Chanderi Silk Anarkali Kurta' },
      used: [kept],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SizeRecommendationNote>;
export default meta;

type Story = StoryObj<typeof meta>;

/** From a kept line: 'You kept M in Chanderi Silk Anarkali Kurta'. 'Why?' is closed. */
export const Kept: Story = {};

/** After the M was returned as too small: one size up. */
export const ReturnedTooSmall: Story = {
  args: {
    recommendation: {
      size: 'L',
      soldOut: false,
      reason: { outcome: 'tooSmall', size: 'M' },
      used: [{ ...kept, outcome: 'tooSmall' }],
    },
  },
};

/** After an L was returned as too large: one size down. */
export const ReturnedTooLarge: Story = {
  args: {
    recommendation: {
      size: 'M',
      soldOut: false,
      reason: { outcome: 'tooLarge', size: 'L' },
      used: [{ ...older, outcome: 'tooLarge' }],
    },
  },
};

/** The recommended size is sold out: said so, and nothing else is picked instead. */
export const SoldOut: Story = {
  args: {
    recommendation: {
      size: 'L',
      soldOut: true,
      reason: { outcome: 'kept', size: 'L', productName: 'Ruffle Sleeve Georgette Top' },
      used: [older],
    },
  },
};

/** Several orders weighed: 'Why?' lists each, newest first (open it to see). */
export const SeveralOrders: Story = {
  args: {
    recommendation: {
      size: 'M',
      soldOut: false,
      reason: { outcome: 'kept', size: 'M', productName: 'Chanderi Silk Anarkali Kurta' },
      used: [kept, { ...older, outcome: 'tooLarge' }, { ...older, orderId: 'ORD-005', size: 'M' }],
    },
  },
};
