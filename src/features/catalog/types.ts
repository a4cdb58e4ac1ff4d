export type Category = 'Women' | 'Men' | 'Kids' | 'Beauty';

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
  /** Path under /assets, e.g. "/assets/products/1.svg". */
  image: string;
  rating: number;
  /** Review count. */
  reviews: number;
}
