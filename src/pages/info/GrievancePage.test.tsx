import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { SAMPLE_PROFILE, type User } from '@/features/auth';
import { selectComplaints } from '@/features/orders';
import { renderWithProviders } from '@/test/renderWithProviders';
import { toastsOf } from '@/test/app';
import GrievancePage from './GrievancePage';

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };

const setup = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<GrievancePage />, {
    route: '/grievance',
    path: '/grievance',
    extraRoutes: <Route path="/complaints/:id" element={<p>Complaint page</p>} />,
    ...options,
  });

describe('GrievancePage', () => {
  it('names the Grievance Officer, their designation, email, phone and hours, and the times', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeInTheDocument();
    expect(document.title).toBe('Grievance Officer — Rangoli');
    const officer = screen.getByRole('region', { name: 'Who answers your complaint' });
    expect(officer).toHaveTextContent('Meera Iyer');
    expect(officer).toHaveTextContent('Head of Customer Care, Rangoli Retail Private Limited');
    expect(within(officer).getByRole('link', { name: 'grievance@rangoli.shop' })).toHaveAttribute(
      'href',
      'mailto:grievance@rangoli.shop',
    );
    expect(within(officer).getByRole('link', { name: '+91 22 4000 1299' })).toHaveAttribute(
      'href',
      'tel:+912240001299',
    );
    expect(officer).toHaveTextContent('Mon-Sat, 10:00 AM-6:00 PM');
    const times = screen.getByRole('region', { name: 'How we answer' });
    expect(times).toHaveTextContent('within 48 hours');
    expect(times).toHaveTextContent('within a month');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("files a guest's complaint: the messages first, then its ticket, its message and its page", async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please choose a subject');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('Not about an order');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Delivery');
    await user.type(screen.getByLabelText('Describe the problem'), 'It says delivered, but nothing came.');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(await screen.findByText('Complaint page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/complaints/CMP-1001');
    expect(selectComplaints(store.getState())).toEqual([
      expect.objectContaining({ id: 'CMP-1001', subject: 'delivery', email: 'asha@example.com' }),
    ]);
    await waitFor(() =>
      expect(
        toastsOf(store)
          .getSnapshot()
          .map((toast) => toast.message),
      ).toEqual(['Complaint CMP-1001 registered']),
    );
  });

  it("files a signed-in shopper's complaint about one of her orders, with her account's email", async () => {
    const { user, store } = setup({
      preloadedState: {
        auth: { user: priya, remember: true },
        orders: {
          list: [],
          changes: {},
          complaints: [
            {
              id: 'CMP-1001',
              filedAt: '2026-11-20T10:00:00.000Z',
              subject: 'other',
              description: 'An earlier complaint, filed as a guest',
              email: 'asha@example.com',
            },
          ],
        },
      },
    });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your complaints on this device' })).toHaveTextContent(
      'CMP-1001',
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'ORD-002');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Refund');
    await user.type(screen.getByLabelText('Describe the problem'), 'The refund has not reached my card.');
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(await screen.findByText('Complaint page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/complaints/CMP-1002');
    expect(selectComplaints(store.getState())[0]).toMatchObject({
      id: 'CMP-1002',
      orderId: 'ORD-002',
      subject: 'refund',
      email: 'priya@example.com',
    });
  });
});
