export type Category = 'Women' | 'Men' | 'Kids' | 'Beauty';

/**
 * How many ratings of 5 stars, 4, 3, 2 and 1 a product has (in that order). Not a readonly tuple:
 * the slices' drafts (Immer) take products as they are, and a readonly array is no writable one.
 */
export type RatingCounts = [number, number, number, number, number];

export interface Product {
  id: number;
  name: string;
  price: number;
  originalPrice: number;
  /** Percent off the original price, a whole number; 0 when not discounted. */
  discount: number;
  category: Category;
  /** Garment type (e.g. "Kurta", "Jeans"); absent for Beauty. */
  type?: string;
  /** Missing on exactly one product. */
  brand?: string;
  size: string[];
  /**
   * Pieces left of the sizes that are not in stock without limit: 0 is sold out, a small number is
   * low ("Only 2 left"). A size not listed here can be bought freely (the cart's 99 cap still holds).
   */
  stock?: Readonly<Partial<Record<string, number>>>;
  color: string;
  /**
   * What an Indian shop must tell of a product (Consumer Protection (E-Commerce) Rules, Legal
   * Metrology, Cosmetics Rules): where it was made, in English ("India", "Bangladesh"). Required
   * by the catalogue's schema for every product; optional here, as the stories' and tests' made-up
   * products may leave the facts out.
   */
  countryOfOrigin?: string;
  /** Garments: how to wash and dry it. */
  care?: string;
  /** Beauty: the net quantity of each size ("30ml" → "30 ml"; "One Size" → "4.2 g"). */
  netQuantity?: Readonly<Partial<Record<string, string>>>;
  /** Beauty: the month of manufacture, YYYY-MM. */
  manufactured?: string;
  /** Beauty: months from manufacture it is best used within. */
  shelfLifeMonths?: number;
  /** Beauty: the ingredients as the pack lists them (INCI names). */
  ingredients?: string;
  /** Path under /assets, e.g. "/assets/products/1.svg". */
  image: string;
  rating: number;
  /** Review count. */
  reviews: number;
  /**
   * The ratings by stars, 5 down to 1: they sum to `reviews` and average to `rating` within 0.05
   * (issue 34: the product page's breakdown). The shop's own catalogue has them for every product;
   * a catalogue without them (the bench's synthetic ones) shows no breakdown.
   */
  ratingCounts?: RatingCounts;
}
