import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import GrievancePage from './GrievancePage';

onHindiPages();

describe('GrievancePage in Hindi', () => {
  it('names the Grievance Officer in Hindi: their particulars, the times and the complaints', () => {
    renderWithProviders(<GrievancePage />, {
      route: '/grievance',
      preloadedState: {
        orders: {
          list: [],
          changes: {},
          complaints: [
            {
              id: 'CMP-1001',
              filedAt: '2026-11-20T10:00:00.000Z',
              subject: 'other',
              description: 'An earlier complaint',
              email: 'asha@example.com',
            },
          ],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    const officer = screen.getByRole('region', { name: 'आपकी शिकायत का जवाब कौन देता है' });
    expect(officer).toHaveTextContent(
      'उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार, Rangoli Retail Private Limited ने एक शिकायत अधिकारी नियुक्त किया है:',
    );
    const particulars = Array.from(officer.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(particulars).toEqual([
      ['नाम', 'Meera Iyer'],
      ['पद', 'कस्टमर केयर प्रमुख, Rangoli Retail Private Limited'],
      ['ईमेल', 'grievance@rangoli.shop'],
      ['फ़ोन', '+91 22 4000 1299'],
      ['समय', 'सोम-शनि, सुबह 10:00 से शाम 6:00 बजे तक'],
    ]);
    const times = screen.getByRole('region', { name: 'हम कैसे जवाब देते हैं' });
    expect(times).toHaveTextContent('हम 48 घंटों के अंदर आपकी शिकायत मिलने की पुष्टि करते हैं।');
    expect(times).toHaveTextContent('शिकायत मिलने के एक महीने (30 दिन) के अंदर हम उसका समाधान करते हैं।');
    expect(screen.getByRole('heading', { level: 2, name: 'शिकायत दर्ज करें' })).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'इस डिवाइस पर आपकी शिकायतें' });
    expect(within(mine).getByRole('heading', { name: 'आपकी शिकायतें' })).toBeInTheDocument();
  });
});
