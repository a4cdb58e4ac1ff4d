import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { makePersistedStore, toastsOf } from '@/test/app';
import { SAMPLE_PROFILE, signedIn } from '@/features/auth';
import { MSG } from '@/shared/lib/messages';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProfilePage from './ProfilePage';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const priya = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
};

const setup = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { auth: { user: priya, remember: true } },
    userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
    ...options,
  });

type User = ReturnType<typeof setup>['user'];
const field = (label: RegExp) => screen.getByLabelText(label);

async function replace(user: User, label: RegExp, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('ProfilePage', () => {
  it('shows name, email, phone and address as text', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    for (const text of Object.values(priya).slice(1)) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Centre' })).toHaveAttribute('href', '/privacy-centre');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Edit turns them into fields; Cancel restores the values and clears the errors', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field(/^Name/)).toHaveValue('Priya Sharma');
    await replace(user, /^Name/, '');
    await replace(user, /^Email/, 'priya@');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(FIELD_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.emailInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(store.getState().auth.user).toEqual(priya);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field(/^Name/)).toHaveValue('Priya Sharma');
    expect(field(/^Email/)).toHaveValue('priya@example.com');
    expect(screen.queryByText(FIELD_MSG.nameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(FIELD_MSG.emailInvalid)).not.toBeInTheDocument();
  });

  it('Save Changes checks name, email and phone (required only); address may be empty', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replace(user, /^Name/, '');
    await replace(user, /^Email/, '');
    await replace(user, /^Phone/, '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(FIELD_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_MSG.phoneRequired)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(store.getState().auth.user).toEqual(priya);

    await replace(user, /^Name/, 'Priya S');
    await replace(user, /^Email/, 'priya.s@example.com');
    await replace(user, /^Phone/, '12345');
    await replace(user, /^Address/, '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(store.getState().auth.user).toEqual({
      ...priya,
      name: 'Priya S',
      email: 'priya.s@example.com',
      phone: '12345',
      address: '',
    });
  });

  it('saves: the toast, back to view mode with the new values, and kept in storage', async () => {
    const { store, persistor } = makePersistedStore();
    await act(async () => jest.advanceTimersByTime(50));
    store.dispatch(signedIn({ user: priya, remember: true }));
    const { user } = setup({ store, preloadedState: undefined });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replace(user, /^Name/, 'Priya Sen');
    await replace(user, /^Address/, '7 Lake Road, Pune 411001');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.profileUpdated);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Priya Sen')).toBeInTheDocument();
    expect(screen.getByText('7 Lake Road, Pune 411001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await act(async () => {
      const flushed = persistor.flush();
      jest.advanceTimersByTime(50);
      await flushed;
    });
    const saved = localStorage.getItem('user') ?? '';
    expect(saved).toContain('Priya Sen');
    expect(saved).toContain('7 Lake Road, Pune 411001');
    persistor.pause();
  });

  describe('Saved addresses', () => {
    const withBook = () =>
      setup({
        preloadedState: { auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true } },
      });
    const book = () =>
      screen.getByRole('heading', { level: 2, name: 'Saved addresses' }).closest('section') as HTMLElement;
    const card = (name: RegExp) => within(book()).getByRole('article', { name });

    it('shows the sample profile its Home address, the default', async () => {
      const { container } = withBook();
      expect(within(book()).getByRole('heading', { level: 2, name: 'Saved addresses' })).toBeInTheDocument();
      const home = card(/^Home/);
      expect(home).toHaveTextContent('14 Park Street, Kolkata 700016, West Bengal');
      expect(within(home).getByText('Default')).toBeInTheDocument();
      expect(within(home).getByRole('button', { name: 'Edit Home' })).toBeInTheDocument();
      expect(within(home).getByRole('button', { name: 'Remove Home' })).toBeInTheDocument();
      expect(within(home).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();
      jest.useRealTimers();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('adds an address with the checkout’s rules and a valid pincode, then makes it the default', async () => {
      const { user, store } = withBook();
      await user.click(within(book()).getByRole('button', { name: 'Add address' }));
      const form = within(book()).getByRole('form', { name: 'New address' });
      expect(within(form).getByRole('textbox', { name: /^Full Name/ })).toHaveFocus();
      await user.clear(within(form).getByRole('textbox', { name: /^Phone/ }));
      await user.type(within(form).getByRole('textbox', { name: /^Pincode/ }), '01234');
      await user.click(within(form).getByRole('button', { name: 'Save address' }));
      expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
        'Phone is required',
      );
      expect(within(form).getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(
        expect.stringContaining('Address is required'),
      );
      expect(within(form).getByRole('textbox', { name: /^Pincode/ })).toHaveAccessibleDescription(
        'Please enter a valid 6-digit pincode',
      );
      expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveFocus();

      await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '+91 98300 11111');
      await user.type(within(form).getByRole('textbox', { name: /^Address/ }), '22 Camac Street');
      await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Kolkata');
      await user.selectOptions(within(form).getByRole('combobox', { name: /^State/ }), 'West Bengal');
      await user.clear(within(form).getByRole('textbox', { name: /^Pincode/ }));
      await user.type(within(form).getByRole('textbox', { name: /^Pincode/ }), '700017');
      await user.click(within(form).getByRole('radio', { name: 'Work' }));
      await user.click(within(form).getByRole('button', { name: 'Save address' }));

      const work = card(/^Work/);
      expect(work).toHaveTextContent('22 Camac Street, Kolkata 700017, West Bengal');
      expect(within(work).getByRole('button', { name: 'Edit Work' })).toHaveFocus();
      expect(store.getState().auth.user?.addresses).toHaveLength(2);

      await user.click(within(work).getByRole('button', { name: 'Make Work default' }));
      expect(within(card(/^Work/)).getByText('Default')).toBeInTheDocument();
      expect(within(card(/^Home/)).queryByText('Default')).not.toBeInTheDocument();
      expect(store.getState().auth.user?.defaultAddressId).toBe(
        store.getState().auth.user?.addresses?.[1]?.id,
      );
    });

    it('edits an address in place, and removes it', async () => {
      const { user, store } = withBook();
      await user.click(within(card(/^Home/)).getByRole('button', { name: 'Edit Home' }));
      const form = within(book()).getByRole('form', { name: 'Edit address' });
      await user.clear(within(form).getByRole('textbox', { name: /^Address/ }));
      await user.type(within(form).getByRole('textbox', { name: /^Address/ }), '15 Park Street');
      await user.click(within(form).getByRole('button', { name: 'Save address' }));
      expect(card(/^Home/)).toHaveTextContent('15 Park Street, Kolkata 700016');

      const saved = store.getState().auth.user?.addresses;
      await user.click(within(card(/^Home/)).getByRole('button', { name: 'Remove Home' }));
      expect(within(book()).queryByRole('article')).not.toBeInTheDocument();
      expect(within(book()).getByText('No saved addresses yet.')).toBeInTheDocument();
      expect(within(book()).getByRole('button', { name: 'Add address' })).toHaveFocus();
      expect(store.getState().auth.user?.addresses).toEqual([]);

      // 'Remove' has Undo, as cart lines do: the address comes back, the default again.
      const undo = toastsOf(store)
        .getSnapshot()
        .find((t) => t.message === 'Home address removed')?.action;
      if (!undo || !('onAction' in undo)) throw new Error('no Undo');
      act(() => undo.onAction());
      expect(store.getState().auth.user?.addresses).toEqual(saved);
      expect(store.getState().auth.user?.defaultAddressId).toBe(saved?.[0]?.id);
      expect(card(/^Home/)).toHaveTextContent('15 Park Street, Kolkata 700016');
    });
  });

  it("lists the back-in-stock alerts, and 'Remove' takes one away", async () => {
    const { user, store } = setup({
      preloadedState: {
        auth: { user: priya, remember: true },
        preferences: {
          pincode: null,
          recentlyViewed: [],
          mySizes: {},
          stockAlerts: [
            { productId: 1, size: 'XL' },
            { productId: 12, size: 'L' },
          ],
        },
      },
    });
    const alerts = screen.getByRole('region', { name: 'Back-in-stock alerts' });
    expect(
      within(alerts).getByRole('link', { name: 'Chanderi Silk Anarkali Kurta, size XL' }),
    ).toHaveAttribute('href', '/product/1');
    await user.click(within(alerts).getAllByRole('button', { name: 'Remove' })[0]!);
    expect(store.getState().preferences.stockAlerts).toEqual([{ productId: 12, size: 'L' }]);
    expect(within(alerts).queryByRole('link', { name: /Chanderi/ })).not.toBeInTheDocument();
  });

  it('says there are no back-in-stock alerts yet', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Back-in-stock alerts' })).toHaveTextContent('No alerts yet');
  });

  it("lists the shopper's complaints under 'Complaints', each linked to its page, or says there are none", () => {
    setup();
    expect(
      within(screen.getByRole('region', { name: 'Complaints' })).getByText(/No complaints/),
    ).toBeInTheDocument();
  });

  it('links each complaint to its page', () => {
    setup({
      preloadedState: {
        auth: { user: priya, remember: true },
        orders: {
          list: [],
          changes: {},
          complaints: [
            {
              id: 'CMP-1001',
              filedAt: '2026-11-22T06:30:00.000Z',
              subject: 'refund',
              orderId: 'ORD-002',
              description: 'The refund has not reached my card.',
              email: 'priya@example.com',
            },
          ],
        },
      },
    });
    const complaints = screen.getByRole('region', { name: 'Complaints' });
    expect(within(complaints).getByRole('link', { name: 'CMP-1001' })).toHaveAttribute(
      'href',
      '/complaints/CMP-1001',
    );
    expect(complaints).toHaveTextContent('Refund');
  });
});
