import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { RequireAuth } from '@/test/app';
import type { RootState } from '@/test/app';
import { SAMPLE_PROFILE, type User } from '@/features/auth';
import { sampleOrders, type Order } from '@/features/orders';
import { renderWithProviders } from '@/test/renderWithProviders';
import OrderDetailsPage from './OrderDetailsPage';

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };

const renderDetails = (id: string, state: Partial<RootState> = { auth: { user: priya, remember: true } }) =>
  renderWithProviders(
    <RequireAuth>
      <OrderDetailsPage />
    </RequireAuth>,
    {
      preloadedState: state,
      route: `/orders/${id}`,
      path: '/orders/:id',
      extraRoutes: (
        <>
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="/orders" element={<p>Orders page</p>} />
        </>
      ),
    },
  );

const region = (name: string) => screen.getByRole('region', { name });

describe('Order details page', () => {
  it('sends a guest to /login', () => {
    renderDetails('ORD-001', {});
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows a sample order: h1, items, address, payment, summary and timeline', async () => {
    const { container } = renderDetails('ORD-001');
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-001' })).toBeInTheDocument();
    expect(document.title).toBe('Order ORD-001 — Rangoli');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'My Orders' }),
    ).toHaveAttribute('href', '/orders');
    expect(within(region('Items')).getAllByRole('listitem')).toHaveLength(2);
    expect(region('Shipping address')).toHaveTextContent('14 Park Street');
    expect(region('Payment')).toHaveTextContent('Card ending 4242');
    const summary = region('Order Summary');
    expect(within(summary).getByText('Subtotal (3 items)').nextElementSibling).toHaveTextContent('₹3,497');
    expect(within(summary).getByText('GST (18%)').nextElementSibling).toHaveTextContent('₹629');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('₹4,126');
    expect(within(summary).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(within(region('Order status')).getByRole('list', { name: 'Order status' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a sample order after orders of her own: they stay part of her history', () => {
    const order: Order = { ...sampleOrders(new Date())[2]!, id: 'ORD-004', date: new Date().toISOString() };
    renderDetails('ORD-003', {
      auth: { user: priya, remember: true },
      orders: { list: [order], changes: {} },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-003' })).toBeInTheDocument();
    expect(document.title).toBe('Order ORD-003 — Rangoli');
  });

  it('shows the shopper’s own new order', () => {
    const order: Order = { ...sampleOrders(new Date())[2]!, id: 'ORD-004', date: new Date().toISOString() };
    renderDetails('ORD-004', {
      auth: { user: priya, remember: true },
      orders: { list: [order], changes: {} },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-004' })).toBeInTheDocument();
    expect(region('Payment')).toHaveTextContent('Cash on Delivery');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('cancels from the page, and stays cancelled', async () => {
    const { user, store } = renderDetails('ORD-003');
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Delivery is taking too long');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(
      within(region('Order status and actions')).getByText('Cancelled', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(region('Order status')).getAllByRole('listitem')[1]).toHaveTextContent(
      'Reason: Delivery is taking too long.',
    );
    expect(store.getState().orders.changes['ORD-003']?.cancelled?.reason).toBe('tooLate');
  });

  it.each([['ORD-999'], ['ORD-004'], ['nonsense']])(
    'shows Page not found for %s, an order the shopper does not have',
    async (id) => {
      const { container } = renderDetails(id);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      // The tab says what the page says.
      expect(document.title).toBe('Page not found — Rangoli');
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('shows Page not found for a sample order to a shopper who is not the sample profile', () => {
    renderDetails('ORD-001', {
      auth: {
        user: { id: 'u1', name: 'Asha Rao', email: 'a@example.com', phone: '', address: '' },
        remember: true,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
