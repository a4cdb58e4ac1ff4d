import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { TIMERS } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import ForgotPasswordPage from './ForgotPasswordPage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () =>
  renderWithProviders(<ForgotPasswordPage />, {
    route: '/forgot-password',
    path: '/forgot-password',
    extraRoutes: <Route path="/login" element={<h1>Login page</h1>} />,
    userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
  });

const answer = () => screen.getByRole('form', { name: 'Reset password' }).querySelector('[role="status"]');

describe('ForgotPasswordPage', () => {
  it('has its h1 and no axe violations', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('checks the email like everywhere else', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(FIELD_MSG.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'priya@example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    expect(answer()).toHaveTextContent('');
  });

  it("shows 'Sending...' for 1 s, then the answer in a status line", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(TIMERS.forgotPassword - 1));
    expect(answer()).toHaveTextContent('');
    await act(async () => jest.advanceTimersByTime(1));
    expect(answer()).toHaveTextContent(MSG.resetSent);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('priya@example.com');
  });

  it('leaving during the wait leaves no timer and no warning', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });
});
