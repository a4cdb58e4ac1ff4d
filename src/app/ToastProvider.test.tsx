import { useRef } from 'react';
import { composeStories } from '@storybook/react-webpack5';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/shared/theme';
import { MAX_TOASTS, TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS } from '@/shared/lib/constants';
import { createToastStore, useToast } from '@/shared/ui';
import * as stories from '@/shared/ui/Toast/Toast.stories';
import { ToastProvider } from './ToastProvider';

// The Playground story's toasts come through the stories' decorator: AppProviders, with this
// provider in it (.storybook/preview.tsx).
const { Playground } = composeStories(stories);

const statusRegion = () => screen.getByRole('status');
const alertRegion = () => screen.getByRole('alert');

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Playground />);
  return { user };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ToastProvider and useToast', () => {
  it('renders both live regions, empty, before any message', async () => {
    const { container } = render(<Playground />);
    expect(statusRegion()).toBeEmptyDOMElement();
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(statusRegion()).toHaveAttribute('aria-live', 'polite');
    expect(alertRegion()).toHaveAttribute('aria-live', 'assertive');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a message in the status region and hides it after TOAST_DURATION_MS', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(within(statusRegion()).getByText('Added to cart')).toBeInTheDocument();
    expect(alertRegion()).toBeEmptyDOMElement();

    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    expect(statusRegion()).toBeEmptyDOMElement();
  });

  it('puts error toasts in the alert region', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add without size' }));
    expect(within(alertRegion()).getByText('Please select a size')).toBeInTheDocument();
    expect(statusRegion()).toBeEmptyDOMElement();
  });

  it('is dismissed by its "Dismiss notification" button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('a repeat of the same text restarts its timer instead of stacking', async () => {
    const { user } = setup();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    advance(3000);
    await user.click(add);
    expect(screen.getAllByText('Added to cart')).toHaveLength(1);

    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it(`shows at most ${MAX_TOASTS}, dropping the oldest`, async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add without size' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a size')).toBeInTheDocument();
    expect(screen.getByText('Please login to submit a review')).toBeInTheDocument();
    expect(screen.getByText('Added to wishlist')).toBeInTheDocument();
  });

  it('pauses while hovered or focused and resumes afterwards', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const message = screen.getByText('Added to cart');

    advance(1000);
    await user.hover(message);
    advance(TOAST_DURATION_MS * 2);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    await user.unhover(message);
    advance(TOAST_DURATION_MS - 1000 - 1);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(TOAST_DURATION_MS * 2);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).focus());
    advance(TOAST_DURATION_MS);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it(`a toast with an action lasts ${TOAST_ACTION_DURATION_MS} ms, and Undo runs from the keyboard`, async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Removed: 1')).toBeInTheDocument();
    expect(statusRegion()).toHaveTextContent('Removed from cart');
    advance(TOAST_ACTION_DURATION_MS - 1);
    expect(screen.getByText('Removed from cart')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();

    const remove = screen.getByRole('button', { name: 'Remove' });
    await user.click(remove);
    expect(screen.getByText('Removed: 2')).toBeInTheDocument();
    // F8 takes focus to the newest action; the toast waits while focus is in it.
    await user.keyboard('{F8}');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    advance(TOAST_ACTION_DURATION_MS * 2);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Removed: 1')).toBeInTheDocument();
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
    // Focus goes back where it was before F8.
    expect(remove).toHaveFocus();
  });

  it('Escape closes the toast that has focus', async () => {
    const { user } = setup();
    const remove = screen.getByRole('button', { name: 'Remove' });
    await user.click(remove);
    await user.keyboard('{F8}');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
    expect(screen.getByText('Removed: 1')).toBeInTheDocument();
    expect(remove).toHaveFocus();
  });

  it('the action link navigates in the app and closes the toast', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/login');
    await user.click(link);
    expect(screen.queryByText('Please login to submit a review')).not.toBeInTheDocument();
  });

  it('gives a stable notify, so notifying components do not re-render when toasts change', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const seen = new Set<unknown>();
    let renders = 0;
    function Notifier() {
      const notify = useToast();
      const { notify: same } = notify;
      seen.add(notify);
      seen.add(same === notify.notify ? 'destructured ok' : 'destructured changed');
      renders += 1;
      const count = useRef(0);
      return (
        <button type="button" onClick={() => notify(`Message ${(count.current += 1)}`, { tone: 'success' })}>
          Notify
        </button>
      );
    }
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Routes>
            <Route
              path="/"
              element={
                <ToastProvider store={createToastStore({ duration: TOAST_DURATION_MS, max: MAX_TOASTS })}>
                  <Notifier />
                </ToastProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const rendersBefore = renders;
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByText('Message 1')).toBeInTheDocument();
    expect(screen.getByText('Message 2')).toBeInTheDocument();
    advance(TOAST_DURATION_MS);
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    expect(renders).toBe(rendersBefore);
    expect(seen.size).toBe(2);
  });
});
