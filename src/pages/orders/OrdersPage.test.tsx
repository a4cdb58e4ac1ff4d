import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { RequireAuth, toastsOf } from '@/test/app';
import type { RootState } from '@/test/app';
import { SAMPLE_PROFILE, type User } from '@/features/auth';
import type { Order } from '@/features/orders';
import { renderWithProviders } from '@/test/renderWithProviders';
import OrdersPage from './OrdersPage';

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const asha: User = {
  id: '1763800000000',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '',
};

const own: Order = {
  id: 'ORD-004',
  date: '2026-11-22T09:00:00.000Z',
  status: 'processing',
  total: 707,
  items: [
    {
      id: 7,
      name: 'Ribbed Knit Crop Top',
      brand: 'H&M',
      price: 599,
      quantity: 1,
      size: 'S',
      image: '/assets/products/7.svg',
    },
  ],
  shipping: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '2 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  },
  payment: { method: 'upi', upiId: 'asha@okicici' },
};

const renderOrders = (state: Partial<RootState>) =>
  renderWithProviders(
    <RequireAuth>
      <OrdersPage />
    </RequireAuth>,
    {
      preloadedState: state,
      route: '/orders',
      path: '/orders',
      extraRoutes: <Route path="/login" element={<p>Login page</p>} />,
    },
  );

const cards = () => screen.queryAllByRole('article');

describe('Orders page', () => {
  it('sends a guest to /login', () => {
    renderOrders({});
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the sample profile its three sample orders when it has none, without storing them', async () => {
    const { store, container } = renderOrders({ auth: { user: priya, remember: true } });
    expect(document.title).toBe('My Orders — Rangoli');
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(cards().map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Order ORD-001',
      'Order ORD-002',
      'Order ORD-003',
    ]);
    expect(within(cards()[0] as HTMLElement).getByText('Delivered')).toBeInTheDocument();
    expect(within(cards()[1] as HTMLElement).getByText('Shipped')).toBeInTheDocument();
    expect(within(cards()[2] as HTMLElement).getByText('Processing')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Return/Exchange' })).toHaveLength(1);
    expect(store.getState().orders.list).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists her own orders first and the sample orders below them, forever', () => {
    renderOrders({ auth: { user: priya, remember: true }, orders: { list: [own], changes: {} } });
    expect(screen.getByText('4 orders')).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    expect(cards()[0]).toHaveAccessibleName('Order ORD-004');
    expect(cards()[3]).toHaveAccessibleName('Order ORD-003');
    const card = screen.getByRole('article', { name: 'Order ORD-004' });
    expect(within(card).getByText('Placed on 22 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('Processing')).toBeInTheDocument();
    expect(within(card).getByText('₹707')).toBeInTheDocument();
    expect(within(card).getByText('1 item')).toBeInTheDocument();
  });

  it('shows another shopper her own orders alone', () => {
    renderOrders({ auth: { user: asha, remember: true }, orders: { list: [own], changes: {} } });
    expect(screen.getByText('1 order')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('tells a new shopper without orders, with Start Shopping', async () => {
    const { container } = renderOrders({ auth: { user: asha, remember: true } });
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(cards()).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tracks an order, and View Details leads to its page', async () => {
    const { user } = renderOrders({ auth: { user: priya, remember: true } });
    const delivered = screen.getByRole('article', { name: 'Order ORD-001' });
    await user.click(within(delivered).getByRole('button', { name: 'Track Order' }));
    const timeline = within(delivered).getByRole('list', { name: 'Order status' });
    expect(within(timeline).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(within(delivered).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/orders/ORD-001',
    );
  });

  it('cancels the sample order in Processing: Cancelled, its timeline, the message, and kept by id', async () => {
    const { user, store } = renderOrders({ auth: { user: priya, remember: true } });
    const processing = screen.getByRole('article', { name: 'Order ORD-003' });
    await user.click(within(processing).getByRole('button', { name: 'Cancel Order' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel order ORD-003?' })).getByRole('button', {
        name: 'Yes, cancel order',
      }),
    );
    expect(within(processing).getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(within(processing).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(toastsOf(store).getSnapshot()).toEqual([
      expect.objectContaining({ message: 'Order ORD-003 cancelled' }),
    ]);
    expect(Object.keys(store.getState().orders.changes)).toEqual(['ORD-003']);
    expect(store.getState().orders.list).toEqual([]);
    await user.click(within(processing).getByRole('button', { name: 'Track Order' }));
    const steps = within(within(processing).getByRole('list', { name: 'Order status' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('Cancelled (current status)');
  });

  it('requests a return on the delivered sample order: RET-1001, its own timeline, the message', async () => {
    const { user, store } = renderOrders({ auth: { user: priya, remember: true } });
    const delivered = screen.getByRole('article', { name: 'Order ORD-001' });
    await user.click(within(delivered).getByRole('button', { name: 'Return/Exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chanderi Silk Anarkali Kurta, size M' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Size too small');
    await user.click(within(dialog).getByRole('radio', { name: 'Exchange for another size' }));
    // Only the sizes that can be bought: the kurta's XL is sold out.
    const newSize = within(dialog).getByRole('combobox', { name: /^New size/ });
    expect(
      within(newSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size', 'S', 'L']);
    await user.selectOptions(newSize, 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(delivered).getByText('Return requested', { selector: 'span' })).toBeInTheDocument();
    expect(within(delivered).getByText('Return requested: RET-1001')).toHaveFocus();
    expect(toastsOf(store).getSnapshot()).toEqual([
      expect.objectContaining({ message: 'Return requested: RET-1001' }),
    ]);
    expect(store.getState().orders.changes['ORD-001']?.returnRequest).toMatchObject({
      id: 'RET-1001',
      resolution: 'exchange',
      items: [{ id: 1, size: 'M', newSize: 'L' }],
    });
  });

  it('shows a stored order with a status it does not know as Unknown', () => {
    renderOrders({
      auth: { user: asha, remember: true },
      orders: { list: [{ ...own, status: 'returned' }], changes: {} },
    });
    expect(within(screen.getByRole('article')).getByText('Unknown')).toBeInTheDocument();
  });
});
