import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import CategoryPage from './CategoryPage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const renderCategory = (route: string) =>
  renderWithProviders(<CategoryPage />, { route, path: '/:category' });

describe('CategoryPage, on a Hindi page', () => {
  onHindiPages();

  it('heads the listing with the category’s Hindi name, its banner and breadcrumb in Hindi', () => {
    renderCategory('/women');
    expect(screen.getByRole('heading', { level: 1, name: 'महिलाएँ' })).toBeInTheDocument();
    expect(screen.getByText('कलेक्शन देखें')).toBeInTheDocument();
    expect(screen.getByText(/^कुर्ते, साड़ियाँ, ड्रेस और डेनिम/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('महिलाएँ')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list', { name: 'प्रोडक्ट: महिलाएँ' })).toBeInTheDocument();
  });

  it('names the kids’ banner in Hindi', () => {
    renderCategory('/kids');
    expect(screen.getByRole('heading', { level: 1, name: 'बच्चे' })).toBeInTheDocument();
    expect(screen.getByText('2 से 11 साल तक')).toBeInTheDocument();
  });
});
