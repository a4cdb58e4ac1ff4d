import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Link, Route } from 'react-router-dom';
import { BUSINESS_HOURS, CONTACT, TIMERS } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import ContactPage from './ContactPage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () =>
  renderWithProviders(
    <>
      <Link to="/">Home</Link>
      <ContactPage />
    </>,
    {
      route: '/contact',
      path: '/contact',
      extraRoutes: <Route path="/" element={<h1>Home page</h1>} />,
      userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
    },
  );

async function fillValid(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Ravi Kumar');
  await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '98200 12345');
  await user.type(screen.getByLabelText(/^Message/), 'Do you ship to Pune?');
}

describe('ContactPage', () => {
  it('shows the address, phone, email and business hours', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(details).getByText(CONTACT.address)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+912240001234',
    );
    expect(within(details).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    for (const { days, hours } of BUSINESS_HOURS) {
      expect(within(details).getByText(days)).toBeInTheDocument();
      expect(within(details).getByText(hours)).toBeInTheDocument();
    }
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the messages for an empty submit', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(FIELD_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it("sends for 1 s ('Sending...'), then thanks the shopper with a toast and clears the form", async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(TIMERS.contact - 1));
    expect(screen.queryByText(MSG.contactThanks)).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(MSG.contactThanks);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('sends once for a double click', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send Message' }));
    // One send is waiting (a second would be a second timer).
    expect(jest.getTimerCount()).toBe(1);
    await act(async () => jest.advanceTimersByTime(TIMERS.contact * 3));
    expect(screen.getAllByText(MSG.contactThanks)).toHaveLength(1);
  });

  it('leaving during the wait cancels the send: no toast, no timer left, no warning', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(jest.getTimerCount()).toBe(0);
    await act(async () => jest.advanceTimersByTime(TIMERS.contact));
    expect(screen.queryByText(MSG.contactThanks)).not.toBeInTheDocument();
  });
});
