/** One source of every business constant of the spec (section 9) and decisions.md. */

export const SHOP_NAME = 'Rangoli';
export const SHOP_TAGLINE = 'Fashion & Beauty';

export const CATEGORIES = ['Women', 'Men', 'Kids', 'Beauty'] as const;
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

export const PRICE_MIN = 0;
export const PRICE_MAX = 10000;
export const PRICE_STEP = 100;
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [PRICE_MIN, PRICE_MAX];
export const PRICE_QUICK_PICKS = [
  { label: 'Under ₹1,000', range: [0, 1000] },
  { label: '₹1,000–₹2,000', range: [1000, 2000] },
  { label: '₹2,000–₹3,000', range: [2000, 3000] },
  { label: 'Above ₹3,000', range: [3000, 10000] },
] as const;

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
export const MAX_TOASTS = 3;

export const PAYMENT_METHODS = ['card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM' },
  { days: 'Sat', hours: '10:00 AM-4:00 PM' },
  { days: 'Sun', hours: 'Closed' },
] as const;

export const CONTACT = {
  address: '221 Linking Road, Bandra West, Mumbai 400050',
  phone: '+91 22 4000 1234',
  email: 'support@rangoli.shop',
} as const;

export const SIZES_BY_CATEGORY: Record<CategoryName, readonly string[]> = {
  Men: ['S', 'M', 'L', 'XL', 'XXL', '30', '32', '34', '36', '38'],
  Women: ['S', 'M', 'L', 'XL'],
  Kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'],
  Beauty: ['One Size', '30ml', '50ml', '120ml'],
};
export const DEFAULT_SIZES = ['S', 'M', 'L', 'XL'] as const;

export const COLORS_BY_CATEGORY: Record<CategoryName, readonly string[]> = {
  Men: ['Black', 'White', 'Navy', 'Gray', 'Blue', 'Khaki', 'Olive', 'Checkered', 'Light Blue'],
  Women: ['Black', 'White', 'Pink', 'Red', 'Blue', 'Navy', 'Floral', 'Beige', 'Gray', 'Multi', 'Camel'],
  Kids: [
    'Black',
    'White',
    'Pink',
    'Blue',
    'Red',
    'Yellow',
    'Navy',
    'Floral',
    'Multi',
    'Olive',
    'Khaki',
    'Striped',
    'Gold',
    'Gray',
  ],
  Beauty: ['Red', 'Pink', 'Black', 'Clear', 'White', 'Fair', 'Light', 'Multi', 'Bronze', 'Green'],
};
export const DEFAULT_COLORS = ['Black', 'White', 'Pink', 'Red', 'Blue', 'Navy', 'Gray'] as const;

/** External host for the Home category tiles (spec section 1); each has a bundled fallback. */
export const CATEGORY_IMAGE_HOST = 'https://images.unsplash.com';
