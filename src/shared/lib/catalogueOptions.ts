import type { CategoryName } from './constants';

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
