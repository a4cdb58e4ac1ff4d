import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ToastView } from './ToastView';

const meta = {
  title: 'Design system/Toast/ToastView',
  component: ToastView,
  args: { message: 'Added to cart', tone: 'success', onDismiss: () => undefined },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'info', 'error'] } },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <ToastView {...args} />
    </div>
  ),
} satisfies Meta<typeof ToastView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Info: Story = {
  args: { tone: 'info', message: 'Your cart will not be remembered on this device.' },
};

export const ErrorTone: Story = { args: { tone: 'error', message: 'Please select a size' } };

export const WithAction: Story = {
  args: {
    tone: 'info',
    message: 'Please login to submit a review',
    action: { label: 'Sign in', href: '/login' },
  },
};

/** An action that is a button: Undo puts back what was just removed. */
export const WithUndo: Story = {
  args: {
    tone: 'info',
    message: 'Removed from cart',
    action: { label: 'Undo', onAction: () => undefined },
  },
};

export const LongMessage: Story = {
  args: { tone: 'success', message: 'Thank you for your message! We will get back to you soon.' },
};
