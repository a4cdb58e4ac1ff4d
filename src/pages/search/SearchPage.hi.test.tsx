import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import SearchPage from './SearchPage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const renderSearch = (route: string) => renderWithProviders(<SearchPage />, { route, path: '/search' });

describe('SearchPage, on a Hindi page', () => {
  onHindiPages();

  it('before a query: the heading, the box and its button, the popular searches in Hindi', async () => {
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'खोजना शुरू करें' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'लोकप्रिय खोजें' })).toBeInTheDocument();
  });

  it('heads the results with the query, and names the list in Hindi', async () => {
    renderSearch('/search?q=kurta');
    expect(screen.getByRole('heading', { level: 1, name: '"kurta" के लिए खोज के नतीजे' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'kurta के नतीजे' })).toBeInTheDocument();
  });

  it('says in Hindi when nothing matches', async () => {
    renderSearch('/search?q=zzzzqq');
    expect(await screen.findByRole('heading', { name: 'कोई प्रॉडक्ट नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोज हटाएँ' })).toBeInTheDocument();
  });
});
