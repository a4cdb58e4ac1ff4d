import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Input } from '../Field';
import { ToastViewport, useToast } from './Toast';
import { ToastView } from './ToastView';

const meta = {
  title: 'Design system/Toast',
  component: ToastViewport,
  args: { toasts: [], view: ToastView, onDismiss: () => undefined },
  argTypes: { view: { control: false } },
} satisfies Meta<typeof ToastViewport>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The fixed viewport with a full stack: both live regions, errors in the `alert` one. */
export const Viewport: Story = {
  args: {
    toasts: [
      { id: '1', message: 'Added to wishlist', tone: 'success', version: 0 },
      {
        id: '2',
        message: 'Please login to submit a review',
        tone: 'info',
        version: 0,
        action: { label: 'Sign in', href: '/login' },
      },
      {
        id: '3',
        message: 'Removed from cart',
        tone: 'info',
        version: 0,
        action: { label: 'Undo', onAction: () => undefined },
      },
      { id: '4', message: 'Please select a size', tone: 'error', version: 0 },
    ],
  },
};

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function ToastPlayground() {
  const { notify } = useToast();
  const [removed, setRemoved] = useState(0);
  return (
    <Buttons>
      <p>Removed: {removed}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setRemoved((n) => n + 1);
          notify('Removed from cart', {
            action: { label: 'Undo', onAction: () => setRemoved((n) => n - 1) },
          });
        }}
      >
        Remove
      </Button>
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
    </Buttons>
  );
}

/**
 * Real toasts through `useToast()` (the story decorator provides the app's ToastProvider). F8 takes the
 * keyboard to the newest toast's action, Enter uses it; an error is announced as an alert.
 */
export const Playground: Story = {
  render: () => <ToastPlayground />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByText('Removed: 1')).toBeVisible();
    // The toast fades in (ToastView's enter animation starts at opacity 0): wait until it shows.
    const message = await screen.findByText('Removed from cart');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.keyboard('{F8}');
    const undo = screen.getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Removed: 0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add without size' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please select a size');
  },
};

/** One toast as the viewport shows it, in a column of the viewport's width. */
const OneToast = styled.div`
  max-width: 24rem;
`;

/** A field above a toast. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 24rem;
`;

/** Usage (Toast.usage.mdx), a mistake: a question in a toast, which leaves by itself before it is answered. */
export const DontToastForAQuestion: Story = {
  render: () => (
    <OneToast>
      <ToastView
        tone="info"
        message="Remove this item from your cart?"
        action={{ label: 'Remove', onAction: () => undefined }}
        onDismiss={() => undefined}
      />
    </OneToast>
  ),
};

/** Usage, a mistake: a field's error as a toast, away from the field and gone in a few seconds. */
export const DontToastForAFieldError: Story = {
  render: () => (
    <Stack>
      <Input label="Email" type="email" name="email" autoComplete="email" defaultValue="priya@" />
      <OneToast>
        <ToastView tone="error" message="Please enter a valid email" onDismiss={() => undefined} />
      </OneToast>
    </Stack>
  ),
};
