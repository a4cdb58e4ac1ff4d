import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCTS } from '@/features/catalog';
import { CATEGORY_IMAGE_HOST } from '@/shared/lib/constants';
import HomePage from './HomePage';
import { resetEditionOffer } from './useEditionOffer';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const renderHome = () => renderWithProviders(<HomePage />);

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent);

describe('HomePage', () => {
  it('has one h1 in the hero, with Shop Women and Shop Men, and the shop title', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('region', { name: 'Wear every colour of the season' });
    expect(within(hero).getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/women');
    expect(within(hero).getByRole('link', { name: 'Shop Men' })).toHaveAttribute('href', '/men');
    expect(document.title).toBe('Rangoli — Fashion & Beauty');
  });

  it('labels every section by its heading', () => {
    renderHome();
    for (const name of [
      'Shop by Category',
      'Featured Products',
      'Trending Now',
      'Why shop with Rangoli',
      'Stay in Style',
    ]) {
      const region = screen.getByRole('region', { name });
      expect(region.tagName).toBe('SECTION');
      expect(within(region).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('shows four category tiles from the external host, lazily, falling back to bundled artwork', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Shop by Category' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/women', '/men', '/kids', '/beauty']);
    const images = Array.from(section.querySelectorAll('img'));
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img.getAttribute('src')?.startsWith(CATEGORY_IMAGE_HOST)).toBe(true);
      expect(img).toHaveAttribute('loading', 'lazy');
    }
    fireEvent.error(images[3]!);
    expect(images[3]).toHaveAttribute('src', '/assets/categories/beauty.svg');
  });

  it('Featured Products are the first 8 products', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Featured Products' });
    expect(cardNames(list)).toEqual(PRODUCTS.slice(0, 8).map((p) => p.name));
  });

  it('Trending Now is the first 8 products rated 4.5 or more, in catalogue order', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Trending Now' });
    const expected = PRODUCTS.filter((p) => p.rating >= 4.5).slice(0, 8);
    expect(cardNames(list)).toEqual(expected.map((p) => p.name));
    expect(expected.map((p) => p.id)).toEqual([1, 2, 6, 8, 13, 14, 17, 22]);
  });

  it('shows the benefits strip with the business constants', () => {
    renderHome();
    const strip = screen.getByRole('region', { name: 'Why shop with Rangoli' });
    for (const title of ['Free Shipping', 'Secure Payment', 'Easy Returns', '24/7 Support']) {
      expect(within(strip).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(strip).getByText('On orders over ₹999')).toBeInTheDocument();
    expect(within(strip).getByText('30-day return policy')).toBeInTheDocument();
  });

  it('newsletter: validates the email at the field, then thanks the shopper with a toast', async () => {
    const { user } = renderHome();
    const section = screen.getByRole('region', { name: 'Stay in Style' });
    const email = within(section).getByRole('textbox', { name: 'Email' });
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    await user.type(email, 'priya@example');
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await user.clear(email);
    await user.type(email, 'priya@example.com{Enter}');
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('Add to Cart on a featured card adds one of the first size and toasts', async () => {
    const { store, user } = renderHome();
    const list = screen.getByRole('list', { name: 'Featured Products' });
    const card = within(list).getAllByRole('listitem')[4]!;
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([{ id: 5, size: 'S', quantity: 1 }]);
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
  });

  it('the hero artwork loads first; product images below the fold load lazily, all sized', () => {
    renderHome();
    const images = Array.from(document.querySelectorAll('img'));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    const productImages = Array.from(
      screen.getByRole('list', { name: 'Featured Products' }).querySelectorAll('img'),
    );
    for (const img of productImages) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('has no axe violations', async () => {
    const { container } = renderHome();
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);

  it("shows Recently viewed under Trending Now, most recent first, and clears it with 'Clear recently viewed'", async () => {
    const { user, store } = renderWithProviders(<HomePage />, {
      preloadedState: {
        preferences: { pincode: null, recentlyViewed: [57, 21, 4], mySizes: {}, stockAlerts: [] },
      },
    });
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(cardNames(within(recent).getByRole('list'))).toEqual([
      'SuperStay Matte Ink Liquid Lipstick',
      'Slim Fit Oxford Shirt',
      'Cotton Straight Kurta with Palazzo',
    ]);
    const trending = screen.getByRole('region', { name: 'Trending Now' });
    expect(trending.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(recent).getByRole('button', { name: 'Clear recently viewed' }));
    expect(store.getState().preferences.recentlyViewed).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('shows no Recently viewed before any product was viewed', () => {
    renderHome();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('offers the Hindi edition, with a link and no redirect, to a shopper who chose it (issue 36)', async () => {
    resetEditionOffer();
    renderWithProviders(<HomePage />, {
      preloadedState: {
        preferences: { pincode: null, recentlyViewed: [], mySizes: {}, stockAlerts: [], edition: 'hi' },
      },
    });
    const link = await screen.findByRole('link', { name: 'हिन्दी में देखें' });
    expect(link).toHaveAttribute('href', '/hi/');
    expect(link).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('Rangoli is in Hindi too')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('offers nothing to a shopper who has not chosen Hindi', () => {
    resetEditionOffer();
    renderWithProviders(<HomePage />, {
      preloadedState: {
        preferences: { pincode: null, recentlyViewed: [], mySizes: {}, stockAlerts: [], edition: 'en' },
      },
    });
    expect(screen.queryByRole('link', { name: 'हिन्दी में देखें' })).not.toBeInTheDocument();
  });
});
