import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { Complaint } from '@/features/orders';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import ComplaintPage from './ComplaintPage';

const complaint: Complaint = {
  id: 'CMP-1001',
  filedAt: '2026-11-22T06:30:00.000Z',
  subject: 'refund',
  description: 'It says delivered, but nothing came.',
  email: 'asha@example.com',
};

const setup = (id: string) =>
  renderWithProviders(<ComplaintPage />, {
    route: `/complaints/${id}`,
    path: '/complaints/:id',
    preloadedState: { orders: { list: [], changes: {}, complaints: [complaint] } },
  });

onHindiPages();

describe('ComplaintPage, in Hindi', () => {
  it('heads the complaint in Hindi, its ticket as it is', async () => {
    const { container } = setup('CMP-1001');
    expect(screen.getByRole('heading', { level: 1, name: 'शिकायत CMP-1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'शिकायत अधिकारी' })).toHaveAttribute('href', '/grievance');
    expect(screen.getByRole('region', { name: 'आपकी शिकायत' })).toHaveTextContent('रिफ़ंड');
    expect(screen.getByRole('list', { name: 'शिकायत की स्थिति' })).toHaveTextContent('दर्ज की गई');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says in Hindi when no complaint on this device has the id', () => {
    setup('CMP-1009');
    expect(screen.getByRole('heading', { level: 1, name: 'शिकायत नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByText(/^हमें इस डिवाइस पर शिकायत CMP-1009 नहीं मिली।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिकायत अधिकारी के पेज पर जाएँ' })).toHaveAttribute(
      'href',
      '/grievance',
    );
  });
});
