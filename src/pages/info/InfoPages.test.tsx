import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import FaqPage from './FaqPage';
import PrivacyPage from './PrivacyPage';
import ReturnPolicyPage from './ReturnPolicyPage';
import ShippingPage from './ShippingPage';
import TermsPage from './TermsPage';

const PAGES: [string, ComponentType, string, string][] = [
  ['/faq', FaqPage, 'Frequently Asked Questions', 'FAQ — Rangoli'],
  ['/return-policy', ReturnPolicyPage, 'Return Policy', 'Return Policy — Rangoli'],
  ['/shipping', ShippingPage, 'Shipping', 'Shipping — Rangoli'],
  ['/privacy', PrivacyPage, 'Privacy Policy', 'Privacy Policy — Rangoli'],
  ['/terms', TermsPage, 'Terms of Use', 'Terms of Use — Rangoli'],
];

describe.each(PAGES)('%s', (route, Page, h1, title) => {
  it('has one h1, its title, a breadcrumb, sections and the help links', () => {
    renderWithProviders(<Page />, { route });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    const help = screen.getByRole('navigation', { name: 'Help & policies' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/faq', '/shipping', '/return-policy', '/privacy', '/terms', '/contact']);
    expect(within(help).getByRole('link', { current: 'page' })).toHaveAttribute('href', route);
    expect(screen.getByText('Mon-Fri')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM-6:00 PM')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Page />, { route });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('FAQ accordion', () => {
  it('has at least 8 questions, closed until chosen, opened by mouse or keyboard', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faq' });
    const questions = document.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(8);
    const details = screen.getByText('What is your return policy?').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('What is your return policy?'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/within 30 days of delivery/)).toBeVisible();
    await user.click(screen.getByText('What is your return policy?'));
    expect(details).not.toHaveAttribute('open');
  });

  it('answers agree with the business constants', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(screen.getByText('How much does shipping cost?'));
    expect(screen.getByText(/free on orders over ₹999/)).toBeInTheDocument();
    await user.click(screen.getByText('Are taxes included in the prices?'));
    expect(screen.getByText(/GST of 18%/)).toBeInTheDocument();
    expect(screen.getByText('Which payment methods do you accept?')).toBeInTheDocument();
  });
});

describe('policy content', () => {
  it('shipping: free over ₹999', () => {
    renderWithProviders(<ShippingPage />, { route: '/shipping' });
    expect(screen.getByText(/Free shipping on orders over ₹999/)).toBeInTheDocument();
  });

  it('returns: 30 days', () => {
    renderWithProviders(<ReturnPolicyPage />, { route: '/return-policy' });
    expect(screen.getByRole('heading', { name: '30-day easy returns' })).toBeInTheDocument();
  });
});
