import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { SAMPLE_PROFILE } from '@/features/auth';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { TIMERS } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

beforeEach(() => {
  jest.useFakeTimers();
  setEdition('hi', HINDI);
});
afterEach(() => {
  jest.useRealTimers();
  setEdition('en');
});

const render = (page: ReactElement, path: string, options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(page, {
    route: path,
    path,
    extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
    userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
    ...options,
  });

// The Email field's own label is shared/ui's (another area): either edition's name finds it.
const email = () => screen.getByRole('textbox', { name: /^(ईमेल|Email)/ });

describe('Sign in, in Hindi', () => {
  it('names the page, its form, its fields and its links in Hindi', async () => {
    const { container } = render(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByText('Rangoli पर आपका फिर से स्वागत है।')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByRole('checkbox', { name: 'मुझे याद रखें' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText(/^Rangoli पर नए हैं\?/)).toHaveTextContent('Rangoli पर नए हैं? साइन अप करें');
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the rules' messages through the dictionary, and 'लॉग इन हो रहा है...' while it signs in", async () => {
    // The validation messages' Hindi is another area's: a stand-in here shows they are translated.
    setEdition('hi', { ...HINDI, [FIELD_MSG.passwordRequired]: 'पासवर्ड डालें' });
    const { user, store } = render(<LoginPage />, '/login');
    await user.type(email(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('पासवर्ड डालें')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByRole('button', { name: 'लॉग इन हो रहा है...' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => jest.advanceTimersByTime(TIMERS.signIn));
    expect(store.getState().auth.user?.email).toBe('asha@example.com');
  });

  it('tells a shopper already signed in so, in Hindi', () => {
    render(<LoginPage />, '/login', {
      preloadedState: { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } },
    });
    expect(screen.getByText(/के रूप में पहले से लॉग इन हैं।$/)).toHaveTextContent(
      'आप Priya Sharma (priya@example.com) के रूप में पहले से लॉग इन हैं।',
    );
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
  });
});

describe('Sign up, in Hindi', () => {
  it('names the page, its fields, the terms and its button in Hindi', async () => {
    const { container } = render(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'साइन अप करें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^पूरा नाम/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^(फ़ोन|Phone)/ })).toHaveAccessibleDescription(
      'जैसे +91 98765 43210',
    );
    expect(screen.getByLabelText(/^पासवर्ड(?! की)/, { selector: 'input' })).toHaveAccessibleDescription(
      'कम से कम 6 अक्षर',
    );
    expect(screen.getByLabelText(/^पासवर्ड की पुष्टि करें/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('checkbox', { name: 'मुझे इस्तेमाल की शर्तें मंज़ूर हैं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इस्तेमाल की शर्तें' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('button', { name: 'अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Forgot password, in Hindi', () => {
  it('asks for the email in Hindi, and gives the answer through the dictionary', async () => {
    setEdition('hi', { ...HINDI, [MSG.resetSent]: 'रीसेट लिंक भेज दिया गया है।' });
    const { user } = render(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeInTheDocument();
    expect(
      screen.getByText('अपने अकाउंट का ईमेल डालें, हम आपको पासवर्ड रीसेट करने का लिंक भेज देंगे।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toHaveAttribute('href', '/login');
    await user.type(email(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(screen.getByRole('button', { name: 'भेजा जा रहा है...' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(TIMERS.forgotPassword));
    expect(
      screen.getByRole('form', { name: 'पासवर्ड रीसेट करें' }).querySelector('[role="status"]'),
    ).toHaveTextContent('रीसेट लिंक भेज दिया गया है।');
  });
});
