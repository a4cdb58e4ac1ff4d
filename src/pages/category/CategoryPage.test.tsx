import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCTS, type Product } from '@/features/catalog';
import CategoryPage, { categoryFromPath } from './CategoryPage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const renderCategory = (route: string, products?: readonly Product[]) =>
  renderWithProviders(<CategoryPage />, {
    route,
    path: '/:category',
    preloadedState: products ? { catalog: { products } } : undefined,
  });

const productList = (name: string) => screen.getByRole('list', { name });
const names = (name: string) =>
  within(productList(name))
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading', { level: 2 }).textContent);
const byName = (name: string) => PRODUCTS.find((p) => p.name === name)!;
const location = () => screen.getByTestId('location').textContent;

/** 30 Women products, to page through. */
const manyWomen: Product[] = Array.from({ length: 30 }, (_, i) => ({
  ...PRODUCTS[0]!,
  id: 100 + i,
  name: `Test Kurta ${i + 1}`,
}));

describe('categoryFromPath', () => {
  it('takes the last URL segment, capitalised', () => {
    expect(categoryFromPath('/women')).toBe('Women');
    expect(categoryFromPath('/BEAUTY/')).toBe('Beauty');
  });
});

describe('CategoryPage', () => {
  it('shows the category as the one h1, the title, the breadcrumb and the count', () => {
    renderCategory('/women');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    expect(document.title).toBe('Women — Rangoli');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Women')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('20 products found')).toBeInTheDocument();
    expect(names('Women products')).toEqual(
      PRODUCTS.filter((p) => p.category === 'Women').map((p) => p.name),
    );
  });

  it('lists the category of the last URL segment', () => {
    renderCategory('/kids');
    expect(screen.getByRole('heading', { level: 1, name: 'Kids' })).toBeInTheDocument();
    const kids = names('Kids products');
    expect(kids).toHaveLength(20);
    expect(kids.every((n) => byName(n!).category === 'Kids')).toBe(true);
  });

  it('offers the six sorts and sorts by price, keeping the sort in the URL', async () => {
    const { user } = renderCategory('/men');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Newest First',
      'Highest Rated',
      'Biggest Discount',
    ]);
    await user.selectOptions(select, 'Price: Low to High');
    // The select answers at once; the listing follows in the next task (SortSelect).
    await waitFor(() => expect(location()).toBe('/men?sort=priceLowToHigh'));
    await waitFor(() => {
      const prices = names('Men products').map((n) => byName(n!).price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
    await user.selectOptions(select, 'Newest First');
    await waitFor(() => expect(names('Men products')[0]).toBe(PRODUCTS.find((p) => p.id === 35)!.name));
    await user.selectOptions(select, 'Featured');
    await waitFor(() => expect(location()).toBe('/men'));
  });

  it('reads sort and view from the URL (reload keeps them), ignoring unknown values', () => {
    const { unmount } = renderCategory('/beauty?sort=rating&view=list');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    const ratings = names('Beauty products').map((n) => byName(n!).rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    unmount();
    renderCategory('/beauty?sort=cheapest&view=tiles');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles between grid and list views with pressed buttons, in the URL', async () => {
    const { user } = renderCategory('/women?sort=discount');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(location()).toBe('/women?sort=discount&view=list');
    expect(screen.getByText('Kurta · Pink · Sizes: S, M, L, XL')).toBeInTheDocument();
    await user.click(grid);
    expect(location()).toBe('/women?sort=discount');
  });

  it('shows 24 products, then Load more; the count states the full total', async () => {
    const { user } = renderCategory('/women', manyWomen);
    expect(screen.getByText('30 products found')).toBeInTheDocument();
    expect(within(productList('Women products')).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(productList('Women products')).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Kurta 25' })).toHaveFocus();
  });

  it('starts again from 24 when the sort changes', async () => {
    const { user } = renderCategory('/women', manyWomen);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest First');
    await waitFor(() => expect(names('Women products')[0]).toBe('Test Kurta 30'));
    expect(within(productList('Women products')).getAllByRole('listitem')).toHaveLength(24);
  });

  it('says "1 product found" for a single product', () => {
    renderCategory('/women', [PRODUCTS[0]!, PRODUCTS[25]!]);
    expect(screen.getByText('1 product found')).toBeInTheDocument();
  });

  it('shows the empty state when the category has no products', () => {
    renderCategory(
      '/kids',
      PRODUCTS.filter((p) => p.category !== 'Kids'),
    );
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('No products available in this category at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('Add to Cart on a card adds one of the first listed size and toasts', async () => {
    const { store, user } = renderCategory('/men');
    const card = within(productList('Men products')).getAllByRole('listitem')[1]!;
    expect(within(card).getByRole('heading').textContent).toBe('511 Slim Fit Stretch Jeans');
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([{ id: 22, size: '30', quantity: 1 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Product added to cart!');
  });

  it('the wishlist heart on a card saves the product', async () => {
    const { store, user } = renderCategory('/women');
    const card = within(productList('Women products')).getAllByRole('listitem')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Add to wishlist' }));
    expect(store.getState().wishlist.ids).toEqual([1]);
    expect(within(card).getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('loads the banner art first and the first row of cards eagerly, the rest lazily', () => {
    renderCategory('/women');
    const first = document.querySelectorAll('img[fetchpriority="high"]');
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveAttribute('src', '/assets/categories/women.svg');
    expect(first[0]).toHaveAttribute('loading', 'eager');
    const loading = Array.from(productList('Women products').querySelectorAll('img')).map((i) =>
      i.getAttribute('loading'),
    );
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(loading.slice(4).every((l) => l === 'lazy')).toBe(true);
  });

  it('has no axe violations, in grid and in list view', async () => {
    const { container, unmount } = renderCategory('/women');
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const list = renderCategory('/women?view=list');
    expect(await axe(list.container)).toHaveNoViolations();
  }, 30_000);
});
