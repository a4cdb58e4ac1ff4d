import { DEFAULT_PRICE_RANGE, type CategoryName } from './constants';

/** The price filter: 0 to 10000 in steps of 100 (spec section 9), and its quick picks. */
export const [PRICE_MIN, PRICE_MAX] = DEFAULT_PRICE_RANGE;
export const PRICE_STEP = 100;
export const PRICE_QUICK_PICKS = [
  { label: 'Under ₹1,000', range: [0, 1000] },
  { label: '₹1,000–₹2,000', range: [1000, 2000] },
  { label: '₹2,000–₹3,000', range: [2000, 3000] },
  { label: 'Above ₹3,000', range: [3000, 10000] },
] as const;

/** The sizes and colours of each category (spec section 9), in the spec's order. */
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
