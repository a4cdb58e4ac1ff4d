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
  color: string;
  /** Path under /assets, e.g. "/assets/products/1.svg". */
  image: string;
  rating: number;
  /** Review count. */
  reviews: number;
}
