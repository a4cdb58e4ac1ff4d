import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/shared/theme';
import * as stories from './Toast.stories';
import * as viewStories from './ToastView.stories';
import { ToastApiProvider, ToastViewport, useToast } from './Toast';
import { createToastStore } from './toastStore';

// The notifier wired to the shop (the lazy view, the portal, the first interaction) is the app's
// ToastProvider: app/ToastProvider.test.tsx.
const { Viewport } = composeStories(stories);
const { Success, Info, ErrorTone, WithAction, WithUndo, LongMessage } = composeStories(viewStories);

describe('ToastView and ToastViewport (presentational)', () => {
  it.each([
    ['Success', Success],
    ['Info', Info],
    ['ErrorTone', ErrorTone],
    ['WithAction', WithAction],
    ['WithUndo', WithUndo],
    ['LongMessage', LongMessage],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the exact message and a "Dismiss notification" button', async () => {
    const onDismiss = jest.fn();
    render(<Success onDismiss={onDismiss} />);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows an action link', () => {
    render(<WithAction />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows a callback action as a button that runs it, then closes the toast', async () => {
    const onAction = jest.fn();
    const onClose = jest.fn();
    render(<WithUndo action={{ label: 'Undo', onAction }} onAction={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('tells screen readers how to reach the action (F8)', () => {
    render(<WithUndo />);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'F8');
    expect(screen.getByText('Press F8 to reach Undo.')).toBeInTheDocument();
  });

  it('the viewport draws each toast with the view it is given, errors in the alert region', () => {
    const View = jest.fn(({ message }: { message: string }) => <p>{message}</p>);
    render(
      <ThemeProvider theme={theme}>
        <ToastViewport
          view={View}
          toasts={[
            { id: '1', message: 'Added to cart', tone: 'success', version: 0 },
            { id: '2', message: 'Please select a size', tone: 'error', version: 0 },
          ]}
          onDismiss={() => undefined}
        />
      </ThemeProvider>,
    );
    expect(within(screen.getByRole('status')).getByText('Added to cart')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Please select a size')).toBeInTheDocument();
    expect(View).toHaveBeenCalledTimes(2);
  });

  it('the viewport puts errors in the alert region and the rest in the status region', async () => {
    const { container } = render(<Viewport />);
    // The story's viewport renders in place (the provider's own one is portalled to <body>).
    const status = within(container).getByRole('status');
    const alert = within(container).getByRole('alert');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Please login to submit a review')).toBeInTheDocument();
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(within(alert).getByText('Please select a size')).toBeInTheDocument();
    expect(within(alert).queryByText('Added to wishlist')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('useToast', () => {
  it("gives the provider's notifier, the same one on every render", () => {
    const store = createToastStore({ duration: 5000, max: 3 });
    const seen: unknown[] = [];
    function Notifier() {
      seen.push(useToast());
      return null;
    }
    const { rerender } = render(
      <ToastApiProvider value={store.api}>
        <Notifier />
      </ToastApiProvider>,
    );
    rerender(
      <ToastApiProvider value={store.api}>
        <Notifier />
      </ToastApiProvider>,
    );
    expect(seen).toEqual([store.api, store.api]);
  });

  it('useToast outside a provider fails loudly', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
