import { act, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { productsLoaded } from '@/features/catalog';
import { DocumentHead } from './DocumentHead';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );

function Screen() {
  return (
    <>
      <DocumentHead />
      <Link to="/product/1">Kurta</Link>
      <Link to="/cart">Cart</Link>
    </>
  );
}

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('DocumentHead', () => {
  it('gives the page shown the head a prerendered page has, and keeps it so after each navigation', async () => {
    // Arriving on a page rendered in the browser, the head waits three seconds (not the first paint's).
    jest.useFakeTimers();
    const { user } = renderWithProviders(<Screen />, { route: '/women' });
    await act(async () => {
      jest.advanceTimersByTime(2900);
    });
    expect(canonical()).toBeUndefined();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    jest.useRealTimers();
    await waitFor(() => expect(canonical()).toBe('https://rangoli.shop/women'));
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="description"]')).toMatch(/^Women's fashion at Rangoli/);
    expect(jsonLdTypes()).toEqual(['BreadcrumbList', 'ItemList']);

    await user.click(screen.getByRole('link', { name: 'Kurta' }));
    await waitFor(() => expect(canonical()).toBe('https://rangoli.shop/product/1'));
    expect(document.title).toBe('Chanderi Silk Anarkali Kurta by Biba | Rangoli');
    expect(meta('meta[property="og:title"]')).toBe('Chanderi Silk Anarkali Kurta by Biba | Rangoli');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:image"]')).toBe('https://rangoli.shop/assets/og/1.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="description"]')).toMatch(/₹2,499/);
    // One set of tags, replaced rather than added to.
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
    expect(jsonLdTypes()).toEqual(['Product', 'BreadcrumbList']);

    await user.click(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(canonical()).toBe('https://rangoli.shop/cart'));
    expect(jsonLdTypes()).toEqual([]);
  });

  it('on arrival, waits its three seconds even when products arrive meanwhile', async () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<Screen />, { route: '/women' });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    const [product] = store.getState().catalog.products;
    act(() => {
      store.dispatch(productsLoaded([{ ...product!, id: 99_001 }]));
    });
    await act(async () => {
      jest.advanceTimersByTime(1900);
    });
    expect(canonical()).toBeUndefined();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    jest.useRealTimers();
    await waitFor(() => expect(canonical()).toBe('https://rangoli.shop/women'));
  });

  it('leaves alone the head a prerendered page arrived with', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = '/women';
    document.body.append(root);
    document.head.innerHTML = '<link rel="canonical" href="https://rangoli.shop/women">';
    const { user } = renderWithProviders(<Screen />, { route: '/women' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Kurta' }));
    await waitFor(() => expect(canonical()).toBe('https://rangoli.shop/product/1'));
  });
});
