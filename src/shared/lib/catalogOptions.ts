import { word } from '@/shared/i18n';
import { DEFAULT_PRICE_RANGE, type CategoryName } from './constants';

// The labels below are also the values that filters, URLs and the catalogue's schema compare, so
// they stay English here; `word` marks each as one of the Hindi dictionary's keys, and whoever
// shows one writes `translate(label)` (a Hindi page then reads लाल, not Red).

/** The price filter: 0 to 10000 in steps of 100 (spec section 9), and its quick picks. */
export const [PRICE_MIN, PRICE_MAX] = DEFAULT_PRICE_RANGE;
export const PRICE_STEP = 100;
export const PRICE_QUICK_PICKS = [
  { label: word('Under ₹1,000'), range: [0, 1000] },
  { label: '₹1,000–₹2,000', range: [1000, 2000] },
  { label: '₹2,000–₹3,000', range: [2000, 3000] },
  { label: word('Above ₹3,000'), range: [3000, 10000] },
] as const;

/** The sizes and colours of each category (spec section 9), in the spec's order. */
export const SIZES_BY_CATEGORY: Record<CategoryName, readonly string[]> = {
  Men: ['S', 'M', 'L', 'XL', 'XXL', '30', '32', '34', '36', '38'],
  Women: ['S', 'M', 'L', 'XL'],
  Kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'],
  Beauty: [word('One Size'), '30ml', '50ml', '120ml'],
};
export const DEFAULT_SIZES = ['S', 'M', 'L', 'XL'] as const;

export const COLORS_BY_CATEGORY: Record<CategoryName, readonly string[]> = {
  Men: [
    word('Black'),
    word('White'),
    word('Navy'),
    word('Gray'),
    word('Blue'),
    word('Khaki'),
    word('Olive'),
    word('Checkered'),
    word('Light Blue'),
  ],
  Women: [
    word('Black'),
    word('White'),
    word('Pink'),
    word('Red'),
    word('Blue'),
    word('Navy'),
    word('Floral'),
    word('Beige'),
    word('Gray'),
    word('Multi'),
    word('Camel'),
  ],
  Kids: [
    word('Black'),
    word('White'),
    word('Pink'),
    word('Blue'),
    word('Red'),
    word('Yellow'),
    word('Navy'),
    word('Floral'),
    word('Multi'),
    word('Olive'),
    word('Khaki'),
    word('Striped'),
    word('Gold'),
    word('Gray'),
  ],
  Beauty: [
    word('Red'),
    word('Pink'),
    word('Black'),
    word('Clear'),
    word('White'),
    word('Fair'),
    word('Light'),
    word('Multi'),
    word('Bronze'),
    word('Green'),
  ],
};
export const DEFAULT_COLORS = [
  word('Black'),
  word('White'),
  word('Pink'),
  word('Red'),
  word('Blue'),
  word('Navy'),
  word('Gray'),
] as const;
