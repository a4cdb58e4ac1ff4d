import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn } from 'storybook/test';
import { CouponForm, type CouponFormProps } from './CouponForm';

const meta = {
  title: 'Coupons/CouponForm',
  component: CouponForm,
  // Typed as the component's own prop: stories log it, tests pass jest.fn().
  args: { onApply: fn((_code: string): boolean => true) as CouponFormProps['onApply'] },
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

/** Empty, waiting for a code; an applied code empties the field. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'rangoli10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('rangoli10');
    await expect(field).toHaveValue('');
  },
};

/** A code that does not exist: refused, it stays in the field with the field's message. */
export const InvalidCode: Story = {
  args: { error: 'This coupon code is not valid', onApply: () => false },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'DIWALI50{Enter}');
    await expect(field).toHaveValue('DIWALI50');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('This coupon code is not valid');
  },
};

/** A real code, short of its minimum: the exact amount missing. */
export const BelowMinimum: Story = {
  args: { error: 'Add ₹240 more to use RANGOLI10', onApply: () => false },
};

/** BEAUTY15 without Beauty items. */
export const BeautyOnly: Story = {
  args: { error: 'BEAUTY15 applies to Beauty products only', onApply: () => false },
};

/** WELCOME200 for a guest: the message is a link to sign in that comes back to the cart. */
export const SignInFirst: Story = {
  args: { error: 'Sign in to use WELCOME200', signInFrom: '/cart', onApply: () => false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to use WELCOME200' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** WELCOME200 after an order of one's own. */
export const FirstOrderOnly: Story = {
  args: { error: 'WELCOME200 is for your first order only', onApply: () => false },
};
