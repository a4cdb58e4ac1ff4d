import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CouponForm } from './CouponForm';

const meta = {
  title: 'Coupons/CouponForm',
  component: CouponForm,
  args: { onApply: (_code: string): boolean => true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, waiting for a code. */
export const Empty: Story = {};

/** A code that does not exist. */
export const InvalidCode: Story = { args: { error: 'This coupon code is not valid', onApply: () => false } };

/** A real code, short of its minimum: the exact amount missing. */
export const BelowMinimum: Story = {
  args: { error: 'Add ₹240 more to use RANGOLI10', onApply: () => false },
};

/** BEAUTY15 without Beauty items. */
export const BeautyOnly: Story = {
  args: { error: 'BEAUTY15 applies to Beauty products only', onApply: () => false },
};

/** WELCOME200 for a guest. */
export const SignInFirst: Story = { args: { error: 'Sign in to use WELCOME200', onApply: () => false } };

/** WELCOME200 after an order of one's own. */
export const FirstOrderOnly: Story = {
  args: { error: 'WELCOME200 is for your first order only', onApply: () => false },
};
