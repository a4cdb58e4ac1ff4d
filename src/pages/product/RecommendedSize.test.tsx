import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { RootState } from '@/test/app';
import { SAMPLE_PROFILE } from '@/features/auth';
import { returnRequested } from '@/features/orders';
import ProductPage from './ProductPage';

// A whole product page renders slowly on a busy machine.
jest.setTimeout(20_000);

const priya: Partial<RootState> = {
  auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
};

async function renderLoaded(id: number, preloadedState?: Partial<RootState>) {
  const result = renderWithProviders(<ProductPage />, {
    route: `/product/${id}`,
    path: '/product/:id',
    preloadedState,
  });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

const details = (name: string) => screen.getByRole('region', { name });
const KURTA = 'Cotton Straight Kurta with Palazzo';

describe('the product page: the size recommended from her orders (issue 34)', () => {
  it("recommends M from the delivered sample kurta, with its reason and 'Why?', choosing nothing", async () => {
    const { user, container } = await renderLoaded(4, priya);
    const top = details(KURTA);
    expect(await within(top).findByText('Recommended for you: M')).toBeInTheDocument();
    expect(within(top).getByText('You kept M in Chanderi Silk Anarkali Kurta')).toBeInTheDocument();
    // Never chosen for her, and still one group of sizes.
    expect(within(top).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /size/i })).toHaveLength(1);
    expect(screen.getByRole('group', { name: /size/i })).toHaveAccessibleName('Select Size');

    const why = within(top).getByRole('button', { name: 'Why?' });
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(top).getByRole('list', { name: 'Orders this recommendation is based on' }),
    ).toHaveTextContent('ORD-001: Chanderi Silk Anarkali Kurta, size M, kept');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves to L once the kurta is asked back as too small', async () => {
    const { store } = await renderLoaded(4, priya);
    expect(await screen.findByText('Recommended for you: M')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        returnRequested({
          id: 'ORD-001',
          returnRequest: {
            id: 'RET-1001',
            date: new Date().toISOString(),
            items: [{ id: 1, size: 'M' }],
            reason: 'tooSmall',
            resolution: 'refund',
            refundTo: 'original',
          },
        }),
      );
    });
    expect(await screen.findByText('Recommended for you: L')).toBeInTheDocument();
    expect(screen.getByText('You returned M as too small')).toBeInTheDocument();
  });

  it("shows 'Your size' from the size guide beside it when the two differ", async () => {
    await renderLoaded(4, {
      ...priya,
      preferences: { pincode: null, recentlyViewed: [], mySizes: { 'women-tops': 'L' }, stockAlerts: [] },
    });
    const top = details(KURTA);
    expect(await within(top).findByText('Recommended for you: M')).toBeVisible();
    expect(within(top).getByRole('button', { name: 'L, Your size' })).toBeVisible();
  });

  it('says when the recommended size is sold out (the jacket has no L left)', async () => {
    const { store } = await renderLoaded(12, priya);
    expect(await screen.findByText('Recommended for you: M')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        returnRequested({
          id: 'ORD-001',
          returnRequest: {
            id: 'RET-1001',
            date: new Date().toISOString(),
            items: [{ id: 1, size: 'M' }],
            reason: 'tooSmall',
            resolution: 'exchange',
          },
        }),
      );
    });
    expect(await screen.findByText('Recommended for you: L (sold out)')).toBeInTheDocument();
  });

  it('says nothing to a guest', async () => {
    await renderLoaded(4);
    expect(screen.queryByText(/^Recommended for you/)).not.toBeInTheDocument();
  });

  it('says nothing on a product of another kind', async () => {
    await renderLoaded(22, priya);
    // The note's code has loaded and rendered nothing.
    await act(async () => {
      await import('./RecommendedSizeNote');
    });
    expect(screen.getByRole('group', { name: 'Select Size' })).toBeInTheDocument();
    expect(screen.queryByText(/^Recommended for you/)).not.toBeInTheDocument();
  });
});
