import { screen } from '@testing-library/react';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { renderWithProviders } from '@/test/renderWithProviders';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage, on a Hindi page', () => {
  afterEach(() => setEdition('en'));

  it('says the page is not found, in Hindi, with the way home', () => {
    setEdition('hi', HINDI);
    renderWithProviders(<NotFoundPage />, { route: '/hi-nothing-here' });
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
