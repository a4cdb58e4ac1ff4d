import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Stack } from '../Layout';
import { ToastViewport, useToast } from './Toast';
import { ToastView } from './ToastView';

const meta = {
  title: 'Design system/Toast',
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

export const LongMessage: Story = {
  args: { tone: 'success', message: 'Thank you for your message! We will get back to you soon.' },
};

/** The fixed viewport with a full stack: both live regions, errors in the `alert` one. */
export const Viewport: Story = {
  render: () => (
    <ToastViewport
      onDismiss={() => undefined}
      toasts={[
        { id: '1', message: 'Added to wishlist', tone: 'success', version: 0 },
        {
          id: '2',
          message: 'Please login to submit a review',
          tone: 'info',
          version: 0,
          action: { label: 'Sign in', href: '/login' },
        },
        { id: '3', message: 'Please select a size', tone: 'error', version: 0 },
      ]}
    />
  ),
};

function ToastPlayground() {
  const { notify } = useToast();
  return (
    <Stack direction="row" gap="sm">
      <Button onClick={() => notify('Added to cart', { tone: 'success' })}>Add to Cart</Button>
      <Button variant="secondary" onClick={() => notify('Please select a size', { tone: 'error' })}>
        Add without size
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          notify('Please login to submit a review', { action: { label: 'Sign in', href: '/login' } })
        }
      >
        Submit Review
      </Button>
      <Button variant="ghost" onClick={() => notify('Added to wishlist', { tone: 'success' })}>
        Add to wishlist
      </Button>
    </Stack>
  );
}

/** Real toasts through `useToast()` (the story decorator provides ToastProvider). */
export const Playground: Story = { render: () => <ToastPlayground /> };
