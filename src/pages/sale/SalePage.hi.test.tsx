import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import SalePage from './SalePage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

describe('SalePage, on a Hindi page', () => {
  onHindiPages();

  it('has the सेल heading, its banner, breadcrumb and list named in Hindi', () => {
    renderWithProviders(<SalePage />, { route: '/sale' });
    expect(screen.getByRole('heading', { level: 1, name: 'सेल' })).toBeInTheDocument();
    expect(screen.getByText('50% तक की छूट')).toBeInTheDocument();
    expect(screen.getByText(/^महिलाओं, पुरुषों, बच्चों और ब्यूटी के छूट वाले सभी प्रोडक्ट/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('list', { name: 'सेल के प्रोडक्ट' })).toBeInTheDocument();
  });
});
