import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCTS } from '@/features/catalog';
import SalePage from './SalePage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

const discounted = PRODUCTS.filter((p) => p.originalPrice > p.price);
const byName = (name: string | null) => PRODUCTS.find((p) => p.name === name)!;
const shownProducts = () =>
  within(screen.getByRole('list', { name: 'Sale products' }))
    .getAllByRole('listitem')
    .map((li) => byName(within(li).getByRole('heading', { level: 2 }).textContent));

describe('SalePage', () => {
  it('has the Sale h1, title, breadcrumb and the full count of discounted products', () => {
    renderWithProviders(<SalePage />, { route: '/sale' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sale' })).toBeInTheDocument();
    expect(document.title).toBe('Sale — Rangoli');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${discounted.length} products found`)).toBeInTheDocument();
    expect(screen.getByText('Up to 50% off')).toBeInTheDocument();
  });

  it('lists only discounted products, from every category, biggest discount first', () => {
    renderWithProviders(<SalePage />, { route: '/sale' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Biggest Discount');
    const shown = shownProducts();
    expect(shown).toHaveLength(24);
    expect(shown.every((p) => p.discount > 0 && p.originalPrice > p.price)).toBe(true);
    const discounts = shown.map((p) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(discounts[0]).toBe(Math.max(...PRODUCTS.map((p) => p.discount)));
  });

  it('loads every discounted product with Load more, across the four categories', async () => {
    const { user } = renderWithProviders(<SalePage />, { route: '/sale' });
    while (screen.queryByRole('button', { name: 'Load more' })) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
    }
    const shown = shownProducts();
    expect(shown.map((p) => p.id).sort((a, b) => a - b)).toEqual(discounted.map((p) => p.id));
    expect(new Set(shown.map((p) => p.category))).toEqual(new Set(['Women', 'Men', 'Kids', 'Beauty']));
  });

  it('keeps another sort in the URL; the default sort stays out of it', async () => {
    const { user } = renderWithProviders(<SalePage />, { route: '/sale' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Featured');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sale?sort=featured'));
    await waitFor(() => expect(shownProducts()[0]!.id).toBe(discounted[0]!.id));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Biggest Discount');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sale'));
  });

  it('shows an empty state when nothing is discounted', () => {
    renderWithProviders(<SalePage />, {
      route: '/sale',
      preloadedState: {
        catalog: { products: PRODUCTS.filter((p) => p.discount === 0) },
      },
    });
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText(/No products are on sale at the moment/)).toBeInTheDocument();
  });

  it('the sale listing filters its discounted products and keeps biggest discount first', () => {
    renderWithProviders(<SalePage />, { route: '/sale?size=M', path: '/sale' });
    const sale = PRODUCTS.filter((p) => p.originalPrice > p.price && p.size.includes('M'));
    expect(screen.getByText(`${sale.length} products found`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('discount');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<SalePage />, { route: '/sale' });
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
