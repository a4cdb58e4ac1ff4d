import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as stories from './Header.stories';
import * as menuStories from './MobileMenu.stories';

const { Guest, WithCartAndWishlist } = composeStories(stories);
const { Open } = composeStories(menuStories);

describe('Header, on a Hindi page', () => {
  onHindiPages();

  it('names the categories and Sale in Hindi, the links keeping the shop’s paths', () => {
    const { container } = render(<Guest />);
    const nav = container.querySelector<HTMLElement>('nav[aria-label="मुख्य"]');
    expect(nav).not.toBeNull();
    expect(
      [...(nav?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['महिलाएँ', '/women'],
      ['पुरुष', '/men'],
      ['बच्चे', '/kids'],
      ['ब्यूटी', '/beauty'],
      ['सेल', '/sale'],
    ]);
    expect(screen.getByText('फ़ैशन और ब्यूटी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
  });

  it('names the search box exactly खोजें', async () => {
    render(<Guest />);
    // The phone's box: jsdom applies no media query, so the desktop one stays hidden.
    const box = await screen.findByRole('combobox', { name: 'खोजें' });
    expect(box).toHaveAttribute('placeholder', 'कुर्ते, जींस, लिपस्टिक खोजें…');
    expect(screen.getByRole('button', { name: 'खोज शुरू करें' })).toBeInTheDocument();
    // The plain form (before its code has loaded) searches the Hindi edition.
    expect(box.closest('form')).toHaveAttribute('action', '/hi/search');
  });

  it('names the cart and the wishlist with their counts in Hindi', () => {
    render(<WithCartAndWishlist />);
    expect(screen.getByRole('link', { name: 'कार्ट, 3 आइटम' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'विशलिस्ट, 2 आइटम' })).toHaveAttribute('href', '/wishlist');
  });

  it('has the phone menu in Hindi', () => {
    render(<Open />);
    const menu = screen.getByRole('dialog', { name: 'मेन्यू' });
    expect(within(menu).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    const links = within(within(menu).getByRole('navigation', { name: 'मोबाइल' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['महिलाएँ', '/women'],
      ['पुरुष', '/men'],
      ['बच्चे', '/kids'],
      ['ब्यूटी', '/beauty'],
      ['सेल', '/sale'],
      ['विशलिस्ट', '/wishlist'],
      ['ऑर्डर', '/orders'],
      ['हमसे संपर्क करें', '/contact'],
      ['English', '/'],
    ]);
  });
});
