import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Every screen is its own lazily loaded chunk. The app uses the declarative router (<BrowserRouter>):
// the data router would add about 16 KiB gzip to the first screen for features we do not use.
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '@/pages/home/HomePage'));
const CategoryPage = lazy(() => import(/* webpackChunkName: "category" */ '@/pages/category/CategoryPage'));
const SalePage = lazy(() => import(/* webpackChunkName: "sale" */ '@/pages/sale/SalePage'));
const SearchPage = lazy(() => import(/* webpackChunkName: "search" */ '@/pages/search/SearchPage'));
const ProductPage = lazy(() => import(/* webpackChunkName: "product" */ '@/pages/product/ProductPage'));
const CartPage = lazy(() => import(/* webpackChunkName: "cart" */ '@/pages/cart/CartPage'));
const WishlistPage = lazy(() => import(/* webpackChunkName: "wishlist" */ '@/pages/wishlist/WishlistPage'));
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ '@/pages/checkout/CheckoutPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "orders" */ '@/pages/orders/OrdersPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '@/pages/auth/LoginPage'));
const SignupPage = lazy(() => import(/* webpackChunkName: "signup" */ '@/pages/auth/SignupPage'));
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "forgot-password" */ '@/pages/auth/ForgotPasswordPage'),
);
const ProfilePage = lazy(() => import(/* webpackChunkName: "profile" */ '@/pages/profile/ProfilePage'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '@/pages/contact/ContactPage'));
const FaqPage = lazy(() => import(/* webpackChunkName: "faq" */ '@/pages/info/FaqPage'));
const ReturnPolicyPage = lazy(
  () => import(/* webpackChunkName: "return-policy" */ '@/pages/info/ReturnPolicyPage'),
);
const ShippingPage = lazy(() => import(/* webpackChunkName: "shipping" */ '@/pages/info/ShippingPage'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "privacy" */ '@/pages/info/PrivacyPage'));
const TermsPage = lazy(() => import(/* webpackChunkName: "terms" */ '@/pages/info/TermsPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '@/pages/not-found/NotFoundPage'));

interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Signed-in shoppers only (guests go to /login and come back). */
  auth?: boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/women', Page: CategoryPage },
  { path: '/men', Page: CategoryPage },
  { path: '/kids', Page: CategoryPage },
  { path: '/beauty', Page: CategoryPage },
  { path: '/sale', Page: SalePage },
  { path: '/search', Page: SearchPage },
  { path: '/product/:id', Page: ProductPage },
  { path: '/cart', Page: CartPage },
  { path: '/wishlist', Page: WishlistPage },
  { path: '/checkout', Page: CheckoutPage, auth: true },
  { path: '/orders', Page: OrdersPage, auth: true },
  { path: '/profile', Page: ProfilePage, auth: true },
  { path: '/login', Page: LoginPage },
  { path: '/signup', Page: SignupPage },
  { path: '/forgot-password', Page: ForgotPasswordPage },
  { path: '/contact', Page: ContactPage },
  { path: '/faq', Page: FaqPage },
  { path: '/return-policy', Page: ReturnPolicyPage },
  { path: '/shipping', Page: ShippingPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/terms', Page: TermsPage },
  { path: '*', Page: NotFoundPage },
];

/** The route table: the shell around every page, each page in its own error boundary. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map(({ path, Page, auth }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteErrorBoundary>
                {auth ? (
                  <RequireAuth>
                    <Page />
                  </RequireAuth>
                ) : (
                  <Page />
                )}
              </RouteErrorBoundary>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
