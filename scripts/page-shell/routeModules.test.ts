/** @jest-environment node */
import path from 'node:path';
import { ROUTES } from '@/app/routes';
import { routeTable } from './routeModules';

const ROOT = path.resolve(__dirname, '../..');

describe('the route table as the build reads it', () => {
  it("names each route's page by the module its loader imports", async () => {
    const table = await routeTable(path.join(ROOT, 'src/app/routes.ts'), ROOT);
    expect(Object.fromEntries(table.map((route) => [route.path, route.page]))).toEqual({
      '/': '@/pages/home/HomePage',
      '/women': '@/pages/category/CategoryPage',
      '/men': '@/pages/category/CategoryPage',
      '/kids': '@/pages/category/CategoryPage',
      '/beauty': '@/pages/category/CategoryPage',
      '/sale': '@/pages/sale/SalePage',
      '/product/:id': '@/pages/product/ProductPage',
      '/search': '@/pages/search/SearchPage',
      '/cart': '@/pages/cart/CartPage',
      '/wishlist': '@/pages/wishlist/WishlistPage',
      '/checkout': '@/pages/checkout/CheckoutPage',
      '/orders': '@/pages/orders/OrdersPage',
      '/orders/:id': '@/pages/orders/OrderDetailsPage',
      '/profile': '@/pages/profile/ProfilePage',
      '/login': '@/pages/auth/LoginPage',
      '/signup': '@/pages/auth/SignupPage',
      '/forgot-password': '@/pages/auth/ForgotPasswordPage',
      '/contact': '@/pages/contact/ContactPage',
      '/faq': '@/pages/info/FaqPage',
      '/return-policy': '@/pages/info/ReturnPolicyPage',
      '/shipping': '@/pages/info/ShippingPage',
      '/privacy': '@/pages/info/PrivacyPage',
      '/terms': '@/pages/info/TermsPage',
      '/grievance': '@/pages/info/GrievancePage',
      '/privacy-centre': '@/pages/privacy-centre/PrivacyCentrePage',
      '/complaints/:id': '@/pages/complaint/ComplaintPage',
      '*': '@/pages/not-found/NotFoundPage',
    });
  });

  it("keeps the rest of each route as the table says, the build's fields too", async () => {
    const table = await routeTable(path.join(ROOT, 'src/app/routes.ts'), ROOT);
    expect(table.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
    const product = table.find((route) => route.path === '/product/:id');
    expect(product?.preload?.modules).toEqual(['@/pages/product/ProductView']);
    expect(product?.preload?.maxId?.([])).toBe(0);
    expect(table.find((route) => route.path === '/search')?.withQuery).toEqual({
      param: 'q',
      worker: true,
      modules: ['@/features/search/engine/queryClient'],
    });
    expect(table.find((route) => route.path === '/checkout')?.guard).toBe('signedIn');
  });
});
