import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { complaintsMerged, type Complaint } from '@/features/orders';
import { renderWithProviders } from '@/test/renderWithProviders';
import ComplaintPage from './ComplaintPage';

const complaint: Complaint = {
  id: 'CMP-1001',
  filedAt: '2026-11-22T06:30:00.000Z',
  subject: 'delivery',
  description: 'It says delivered, but nothing came.',
  email: 'asha@example.com',
};

const setup = (id: string, complaints: Complaint[] = [complaint]) =>
  renderWithProviders(<ComplaintPage />, {
    route: `/complaints/${id}`,
    path: '/complaints/:id',
    preloadedState: { orders: { list: [], changes: {}, complaints } },
  });

describe('ComplaintPage', () => {
  it("shows a guest's complaint without sign-in: its heading, details and timeline", async () => {
    const { container } = setup('CMP-1001');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint CMP-1001' })).toBeInTheDocument();
    expect(document.title).toBe('Complaint CMP-1001 — Rangoli');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Grievance Officer',
      }),
    ).toHaveAttribute('href', '/grievance');
    expect(screen.getByRole('region', { name: 'Your complaint' })).toHaveTextContent(
      'It says delivered, but nothing came.',
    );
    expect(screen.getByRole('list', { name: 'Complaint status' })).toHaveTextContent('Registered');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says clearly when no complaint on this device has the id, and leads to /grievance', async () => {
    const { container } = setup('CMP-1009');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint not found' })).toBeInTheDocument();
    expect(document.title).toBe('Complaint not found — Rangoli');
    expect(screen.getByText(/We could not find complaint CMP-1009 on this device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Grievance Officer page' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('follows its complaint to its new ticket when another tab filed one under the same at the same moment', () => {
    const { store } = setup('CMP-1001');
    const earlier: Complaint = {
      ...complaint,
      filedAt: '2026-11-22T06:29:59.000Z',
      description: 'Filed in another tab a moment earlier.',
    };
    act(() => {
      store.dispatch(complaintsMerged([{ ...complaint, id: 'CMP-1002' }, earlier]));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/complaints/CMP-1002');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint CMP-1002' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your complaint' })).toHaveTextContent(
      'It says delivered, but nothing came.',
    );
  });
});
