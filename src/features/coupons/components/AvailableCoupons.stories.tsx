import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AvailableCoupons } from './AvailableCoupons';
import type { CouponOffer } from '../rules';

const RULES = {
  RANGOLI10: '10% off, up to ₹300, on orders of ₹1,499 or more',
  FESTIVE500: '₹500 off on orders of ₹3,999 or more',
  BEAUTY15: '15% off Beauty products',
  WELCOME200: '₹200 off your first order of ₹999 or more',
} as const;

const offer = (code: keyof typeof RULES, more: Partial<CouponOffer>): CouponOffer => ({
  code,
  rule: RULES[code],
  best: false,
  applied: false,
  ...more,
});

const meta = {
  title: 'Coupons/AvailableCoupons',
  component: AvailableCoupons,
  args: { onApply: () => undefined, offers: [] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvailableCoupons>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A ₹1,259 guest's cart without Beauty: nothing applies yet, each says what is missing. */
export const NothingYet: Story = {
  args: {
    offers: [
      offer('RANGOLI10', { missing: 'Add ₹240 more' }),
      offer('FESTIVE500', { missing: 'Add ₹2,740 more' }),
      offer('BEAUTY15', { missing: 'Add a Beauty product' }),
      offer('WELCOME200', { missing: 'Sign in to use it' }),
    ],
  },
};

/** A ₹4,498 cart with a lipstick, signed in: three apply, FESTIVE500 saves the most. */
export const BestOfferMarked: Story = {
  args: {
    offers: [
      offer('RANGOLI10', { saves: 300 }),
      offer('FESTIVE500', { saves: 500, best: true }),
      offer('BEAUTY15', { saves: 150 }),
      offer('WELCOME200', { saves: 200 }),
    ],
  },
};

/** The best one applied: 'Applied' instead of its button. */
export const BestApplied: Story = {
  args: {
    offers: [
      offer('RANGOLI10', { saves: 300 }),
      offer('FESTIVE500', { saves: 500, best: true, applied: true }),
      offer('BEAUTY15', { saves: 150 }),
      offer('WELCOME200', { missing: 'For your first order only' }),
    ],
  },
};
