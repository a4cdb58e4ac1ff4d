import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route } from 'react-router-dom';
import { RequireAuth } from '@/test/app';
import type { RootState } from '@/test/app';
import { SAMPLE_PROFILE, type User } from '@/features/auth';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import OrderDetailsPage from './OrderDetailsPage';
import OrdersPage from './OrdersPage';

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const asha: User = {
  id: '1763800000000',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  address: '',
};

onHindiPages();

const renderAt = (route: string, state: Partial<RootState> = { auth: { user: priya, remember: true } }) =>
  renderWithProviders(
    <RequireAuth>{route === '/orders' ? <OrdersPage /> : <OrderDetailsPage />}</RequireAuth>,
    {
      preloadedState: state,
      route,
      path: route === '/orders' ? '/orders' : '/orders/:id',
      extraRoutes: <Route path="/login" element={<p>Login page</p>} />,
    },
  );

const cards = () => screen.getAllByRole('article');

describe('Orders page, in Hindi', () => {
  it('heads the list in Hindi, with the count and each order’s Hindi status', async () => {
    const { container, store } = renderAt('/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByText('3 ऑर्डर')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ऑर्डर' })).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'ऑर्डर ORD-001',
      'ऑर्डर ORD-002',
      'ऑर्डर ORD-003',
    ]);
    expect(within(cards()[0]!).getByText('डिलीवर हो गया')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('शिप हो गया')).toBeInTheDocument();
    expect(within(cards()[2]!).getByText('प्रोसेसिंग')).toBeInTheDocument();
    // The statuses' codes stay English in data.
    expect(store.getState().orders.list).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells a shopper without orders in Hindi, with ख़रीदारी शुरू करें', () => {
    renderAt('/orders', { auth: { user: asha, remember: true } });
    expect(screen.getByRole('heading', { name: 'अभी तक कोई ऑर्डर नहीं' })).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर करने के बाद आप उसे यहाँ ट्रैक कर सकते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ख़रीदारी शुरू करें' })).toHaveAttribute('href', '/');
  });

  it('cancels an order in Hindi and stores the English code of its reason', async () => {
    const { user, store } = renderAt('/orders');
    const processing = screen.getByRole('article', { name: 'ऑर्डर ORD-003' });
    await user.click(within(processing).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ऑर्डर ORD-003 रद्द करें?' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'कारण' }), 'कोई और कारण');
    await user.click(within(dialog).getByRole('button', { name: 'हाँ, ऑर्डर रद्द करें' }));
    expect(within(processing).getByText('रद्द हो गया')).toBeInTheDocument();
    expect(within(processing).getByText(/को रद्द किया गया$/)).toHaveFocus();
    expect(store.getState().orders.changes['ORD-003']?.cancelled?.reason).toBe('other');
  });
});

describe('An order’s page, in Hindi', () => {
  it('shows the order’s sections in Hindi: items, status, address, payment', async () => {
    const { container } = renderAt('/orders/ORD-001');
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर ORD-001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('region', { name: 'ऑर्डर की स्थिति और विकल्प' })).toHaveTextContent('डिलीवर हो गया');
    expect(within(screen.getByRole('region', { name: 'आइटम' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'ऑर्डर की स्थिति' })).toHaveTextContent('आपका ऑर्डर पहुँच गया है।');
    expect(screen.getByRole('region', { name: 'डिलीवरी का पता' })).toHaveTextContent('14 Park Street');
    expect(screen.getByRole('region', { name: 'भुगतान' })).toHaveTextContent('4242 पर ख़त्म होने वाला कार्ड');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names cash on delivery and UPI payments in Hindi (the UPI id as it is)', () => {
    const cod = renderAt('/orders/ORD-003');
    expect(screen.getByRole('region', { name: 'भुगतान' })).toHaveTextContent('कैश ऑन डिलीवरी');
    cod.unmount();
    renderAt('/orders/ORD-002');
    expect(screen.getByRole('region', { name: 'भुगतान' })).toHaveTextContent('UPI: priya@okhdfcbank');
  });

  it('says in Hindi that an order is not among the shopper’s', () => {
    renderAt('/orders/ORD-099');
    expect(screen.getByText('आपके ऑर्डर में हमें ऑर्डर ORD-099 नहीं मिला।')).toBeInTheDocument();
  });
});
