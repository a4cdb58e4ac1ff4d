import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Every screen is its own lazily loaded chunk.
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../pages/home/HomePage'));
const CategoryPage = lazy(() => import(/* webpackChunkName: "category" */ '../pages/category/CategoryPage'));
const SalePage = lazy(() => import(/* webpackChunkName: "sale" */ '../pages/sale/SalePage'));
const SearchPage = lazy(() => import(/* webpackChunkName: "search" */ '../pages/search/SearchPage'));
const ProductPage = lazy(() => import(/* webpackChunkName: "product" */ '../pages/product/ProductPage'));
const CartPage = lazy(() => import(/* webpackChunkName: "cart" */ '../pages/cart/CartPage'));
const WishlistPage = lazy(() => import(/* webpackChunkName: "wishlist" */ '../pages/wishlist/WishlistPage'));
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ '../pages/checkout/CheckoutPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "orders" */ '../pages/orders/OrdersPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../pages/auth/LoginPage'));
const SignupPage = lazy(() => import(/* webpackChunkName: "signup" */ '../pages/auth/SignupPage'));
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "forgot-password" */ '../pages/auth/ForgotPasswordPage'),
);
const ProfilePage = lazy(() => import(/* webpackChunkName: "profile" */ '../pages/profile/ProfilePage'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '../pages/contact/ContactPage'));
const FaqPage = lazy(() => import(/* webpackChunkName: "faq" */ '../pages/info/FaqPage'));
const ReturnPolicyPage = lazy(
  () => import(/* webpackChunkName: "return-policy" */ '../pages/info/ReturnPolicyPage'),
);
const ShippingPage = lazy(() => import(/* webpackChunkName: "shipping" */ '../pages/info/ShippingPage'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "privacy" */ '../pages/info/PrivacyPage'));
const TermsPage = lazy(() => import(/* webpackChunkName: "terms" */ '../pages/info/TermsPage'));
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found" */ '../pages/not-found/NotFoundPage'),
);

type Page = LazyExoticComponent<ComponentType>;

const page = (path: string, Component: Page, options: { auth?: boolean } = {}): RouteObject => ({
  path,
  element: options.auth ? (
    <RequireAuth>
      <Component />
    </RequireAuth>
  ) : (
    <Component />
  ),
  errorElement: <RouteErrorBoundary />,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      page('/', HomePage),
      page('/women', CategoryPage),
      page('/men', CategoryPage),
      page('/kids', CategoryPage),
      page('/beauty', CategoryPage),
      page('/sale', SalePage),
      page('/search', SearchPage),
      page('/product/:id', ProductPage),
      page('/cart', CartPage),
      page('/wishlist', WishlistPage),
      page('/checkout', CheckoutPage, { auth: true }),
      page('/orders', OrdersPage, { auth: true }),
      page('/profile', ProfilePage, { auth: true }),
      page('/login', LoginPage),
      page('/signup', SignupPage),
      page('/forgot-password', ForgotPasswordPage),
      page('/contact', ContactPage),
      page('/faq', FaqPage),
      page('/return-policy', ReturnPolicyPage),
      page('/shipping', ShippingPage),
      page('/privacy', PrivacyPage),
      page('/terms', TermsPage),
      page('*', NotFoundPage),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
