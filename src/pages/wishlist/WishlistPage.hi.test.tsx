import { screen } from '@testing-library/react';
import type { RootState } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Header } from '@/widgets/header';
import { onHindiPages } from '@/test/hindi';
import WishlistPage from './WishlistPage';

const renderWishlist = (preloadedState: Partial<RootState>) =>
  renderWithProviders(
    <>
      <Header />
      <main>
        <WishlistPage />
      </main>
    </>,
    { preloadedState, route: '/wishlist' },
  );

describe('Wishlist page, on a Hindi page', () => {
  onHindiPages();

  it('when empty says so in Hindi and links back to shopping', () => {
    renderWishlist({ wishlist: { ids: [], savedPrices: {} } });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपकी विशलिस्ट खाली है' })).toBeInTheDocument();
    expect(screen.getByText(/^किसी भी प्रोडक्ट पर दिल का निशान दबाकर/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toHaveAttribute('href', '/');
  });

  it('counts the saved products and names the price drop in the header, in Hindi', () => {
    // Product 4 costs ₹1,299 today; it was saved at ₹1,599.
    renderWishlist({ wishlist: { ids: [4, 7], savedPrices: { 4: 1599, 7: 599 } } });
    expect(screen.getByText('2 आइटम')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'सेव किए गए प्रोडक्ट' })).toBeInTheDocument();
    expect(screen.getByText('कीमत ₹300 कम हुई')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विशलिस्ट, 2 आइटम, 1 आइटम की कीमत घटी' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    expect(screen.getAllByRole('button', { name: 'कार्ट में जोड़ें' })).toHaveLength(2);
  });
});
