/**
 * One source of every business constant of the spec (section 9) and decisions.md; the size and
 * colour lists of the catalogue and the price filter's bounds, step and quick picks are in
 * catalogueOptions.ts (only listings and the catalogue's schema load them).
 *
 * The texts a shopper reads are marked with word(): their Hindi is in the dictionary, and the
 * place that shows them translates them (never here, at import, before the page's edition is set).
 */
import { word } from '@/shared/i18n';

export const SHOP_NAME = 'Rangoli';
export const SHOP_TAGLINE = word('Fashion & Beauty');

// The names are also the catalogue's values (a product's category, the slugs' keys): t(category) to show one.
export const CATEGORIES = [word('Women'), word('Men'), word('Kids'), word('Beauty')] as const;
export type CategoryName = (typeof CATEGORIES)[number];
export const CATEGORY_SLUGS: Record<CategoryName, string> = {
  Women: 'women',
  Men: 'men',
  Kids: 'kids',
  Beauty: 'beauty',
};

export const TAX_RATE = 0.18;
export const FREE_SHIPPING_THRESHOLD = 999;
export const RETURN_DAYS = 30;

/** The price filter's whole range (the search slice's default); its step and quick picks are in catalogueOptions.ts. */
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [0, 10000];

export const FEATURED_COUNT = 8;
export const TRENDING_COUNT = 8;
export const TRENDING_MIN_RATING = 4.5;
export const RELATED_COUNT = 4;
export const PAGE_SIZE = 24;
/** Most of one product and size in the cart (the cart caps a line here; stored data is capped too). */
export const MAX_LINE_QUANTITY = 99;
export const REVIEW_DEFAULT_RATING = 5;

export const TIMERS = {
  signIn: 1000,
  signUp: 1000,
  contact: 1000,
  forgotPassword: 1000,
  placeOrder: 2000,
} as const;
export const TOAST_DURATION_MS = 4000;
/** A toast that offers an action (Undo, View cart) stays at least this long, so there is time to use it. */
export const TOAST_ACTION_DURATION_MS = 6000;
export const MAX_TOASTS = 3;

export const PAYMENT_METHODS = ['card', 'upi', 'cod'] as const;
/** Cash on Delivery is offered on orders up to this total, tax included (issue 17). */
export const COD_LIMIT = 5000;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BUSINESS_HOURS = [
  { days: word('Mon-Fri'), hours: word('9:00 AM-6:00 PM') },
  { days: word('Sat'), hours: word('10:00 AM-4:00 PM') },
  { days: word('Sun'), hours: word('Closed') },
] as const;

export const CONTACT = {
  address: '221 Linking Road, Bandra West, Mumbai 400050',
  phone: '+91 22 4000 1234',
  email: 'support@rangoli.shop',
} as const;

/**
 * The seller, as the Consumer Protection (E-Commerce) Rules, 2020 ask a shop to name it: its legal
 * name and registered office (CONTACT's address); customer care is CONTACT's phone and email.
 */
export const SELLER = {
  legalName: 'Rangoli Retail Private Limited',
  city: 'Mumbai',
  address: CONTACT.address,
} as const;

/** External host for the Home category tiles (spec section 1); each has a bundled fallback. */
export const CATEGORY_IMAGE_HOST = 'https://images.unsplash.com';
