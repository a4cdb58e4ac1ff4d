import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SAMPLE_PROFILE } from '@/features/auth';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { RootState } from '@/test/app';
import { Header } from '@/widgets/header';
import PrivacyCentrePage from './PrivacyCentrePage';

const PRIYA = { ...SAMPLE_PROFILE, email: 'priya@example.com' };

const renderCentre = (preloadedState: Partial<RootState>) =>
  renderWithProviders(
    <>
      <Header />
      <main>
        <PrivacyCentrePage />
      </main>
    </>,
    { preloadedState, route: '/privacy-centre' },
  );

const FULL: Partial<RootState> = {
  auth: { user: PRIYA, remember: true },
  cart: {
    lines: [
      { id: 4, size: 'S', quantity: 2 },
      { id: 7, size: 'M', quantity: 1 },
    ],
  },
  wishlist: { ids: [1], savedPrices: {} },
  preferences: { pincode: '700016', recentlyViewed: [4, 7], mySizes: {}, stockAlerts: [] },
};

const rowOf = (name: string) =>
  Array.from(screen.getByRole('rowheader', { name }).closest('tr')!.children, (cell) => cell.textContent);

const keysOf = (area: Storage) => Array.from({ length: area.length }, (_, index) => area.key(index));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Privacy Centre page', () => {
  it("shows what the store holds, in words, and storage's sizes", async () => {
    localStorage.setItem('consent', 'all');
    localStorage.setItem('cart', 'x'.repeat(2048));
    const { container } = renderCentre(FULL);
    expect(document.title).toBe('Privacy Centre — Rangoli');
    expect(rowOf('Cart')).toEqual(['Cart', '3 items', '2.0 KB']);
    expect(rowOf('Account')).toEqual(['Account', 'Priya Sharma, 1 saved address', '0 bytes']);
    expect(rowOf('Recently viewed')).toEqual(['Recently viewed', '2 products', '0 bytes']);
    expect(rowOf('Your privacy choice')).toEqual([
      'Your privacy choice',
      'All optional data allowed',
      '3 bytes',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('turning a switch off stores the choice and erases what was kept of it; on again allows it', async () => {
    const { user, store } = renderCentre(FULL);
    const recently = screen.getByRole('switch', { name: 'Recently viewed' });
    expect(recently).toHaveAttribute('aria-checked', 'true');
    await user.click(recently);
    expect(recently).toHaveAttribute('aria-checked', 'false');
    expect(store.getState().consent.allowed).toEqual(['mySizes', 'stockAlerts', 'pincode']);
    expect(store.getState().preferences.recentlyViewed).toEqual([]);
    expect(store.getState().preferences.pincode).toBe('700016');
    expect(localStorage.getItem('consent')).toBe('mySizes,stockAlerts,pincode');
    expect(rowOf('Recently viewed')).toEqual(['Recently viewed', 'Not kept', '0 bytes']);
    await user.click(recently);
    expect(store.getState().consent.allowed).toEqual(['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode']);
    expect(localStorage.getItem('consent')).toBe('all');
  });

  it('before any choice starts every switch off (nothing optional is kept), and a first switch allows that kind alone', async () => {
    const { user, store } = renderCentre({ ...FULL, consent: { allowed: null } });
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(rowOf('Your privacy choice')[1]).toBe('Not chosen yet');
    expect(rowOf('Recently viewed')[1]).toBe('Not kept');
    await user.click(screen.getByRole('switch', { name: 'Delivery pincode' }));
    expect(store.getState().consent.allowed).toEqual(['pincode']);
    expect(localStorage.getItem('consent')).toBe('pincode');
    expect(screen.getByRole('switch', { name: 'Delivery pincode' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Recently viewed' })).toHaveAttribute('aria-checked', 'false');
  });

  it("'Download my data' saves rangoli-data-{date}.json", async () => {
    const createObjectURL = jest.fn(() => 'blob:rangoli/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = renderCentre(FULL);
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/^rangoli-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(createObjectURL).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
    }
  });

  it("'Delete everything' signs out, empties the store and storage but consent, and says so", async () => {
    localStorage.setItem('consent', 'all');
    localStorage.setItem('cart', '{}');
    localStorage.setItem('user', '{}');
    sessionStorage.setItem('rangoli-checkout-draft', '{}');
    const { user, store } = renderCentre(FULL);
    expect(screen.getByRole('button', { name: 'Account: Priya' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete everything Rangoli keeps on this device?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Your data has been deleted')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().consent.allowed).toEqual(['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode']);
    expect(keysOf(localStorage)).toEqual(['consent']);
    expect(keysOf(sessionStorage)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Cart')).toEqual(['Cart', 'None', '0 bytes']));
  });
});
