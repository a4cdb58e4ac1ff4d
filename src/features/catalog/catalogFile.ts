import { withDerivedFields, type CatalogEntry } from './productFields';
import type { Category, Product, RatingCounts } from './types';

/**
 * The compact form of a catalogue file (a shard of the catalogue, or the products the manifest
 * carries): the values many products share (categories, garment types, brands, colours, size
 * lists) are listed once, and each product is one row that refers to them by position. About a
 * third of the size of plain product objects, and as quick to read: JSON.parse, then one pass.
 *
 * A row: [id, name, price, originalPrice, category, type, brand, sizes, colour, rating, reviews,
 * stock, art, facts, ratingCounts?], where type and brand are -1 when the product has none, stock is
 * 0 when every size is unlimited (else the product's stock map), and art is 0 when the product has
 * its own artwork. `facts` is the position in `facts` of what the product page's 'Product
 * information' shows of the product (its country of origin; a garment's care label; a Beauty
 * product's net quantity, month of manufacture, shelf life and ingredients), -1 without: products
 * share them (the garments of a country and care label, a synthetic catalogue's copies of one
 * product). The ratings by stars (5 down to 1) end the row when the catalogue has them (the shop's
 * own does; the bench's synthetic catalogues do not). They ride with their product, in the shards
 * and in the manifest alike: one product, one row, wherever it is read, and a product page has
 * them with its product, without a file of its own to fetch.
 */
export interface CatalogFile {
  categories: Category[];
  types: string[];
  brands: string[];
  colors: string[];
  sizes: string[][];
  facts: ProductFactsEntry[];
  rows: CatalogRow[];
}

/** What 'Product information' shows of a product, as its entry holds it. */
export type ProductFactsEntry = Pick<
  CatalogEntry,
  'countryOfOrigin' | 'care' | 'netQuantity' | 'manufactured' | 'shelfLifeMonths' | 'ingredients'
>;

export type CatalogRow = [
  id: number,
  name: string,
  price: number,
  originalPrice: number,
  category: number,
  type: number,
  brand: number,
  sizes: number,
  color: number,
  rating: number,
  reviews: number,
  stock: 0 | Readonly<Partial<Record<string, number>>>,
  art: number,
  facts: number,
  ratingCounts?: RatingCounts,
];

/** A table of distinct values, numbered in the order met. */
function table<T>(key: (value: T) => string = String) {
  const values: T[] = [];
  const index = new Map<string, number>();
  return {
    values,
    of(value: T): number {
      const k = key(value);
      let i = index.get(k);
      if (i === undefined) {
        i = values.push(value) - 1;
        index.set(k, i);
      }
      return i;
    },
  };
}

/** The position of an entry's facts of 'Product information' among `of`'s, -1 if it has none. */
function factsOf(
  { countryOfOrigin, care, netQuantity, manufactured, shelfLifeMonths, ingredients }: CatalogEntry,
  of: (facts: ProductFactsEntry) => number,
): number {
  const facts = Object.fromEntries(
    Object.entries({ countryOfOrigin, care, netQuantity, manufactured, shelfLifeMonths, ingredients }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return Object.keys(facts).length === 0 ? -1 : of(facts);
}

/** Catalogue entries in the compact form, in the order given. */
export function encodeCatalog(entries: readonly CatalogEntry[]): CatalogFile {
  const categories = table<Category>();
  const types = table<string>();
  const brands = table<string>();
  const colors = table<string>();
  const sizes = table<string[]>((list) => list.join('\u0000'));
  const facts = table<ProductFactsEntry>(JSON.stringify);
  const rows = entries.map((entry): CatalogRow => {
    const row: CatalogRow = [
      entry.id,
      entry.name,
      entry.price,
      entry.originalPrice,
      categories.of(entry.category),
      entry.type === undefined ? -1 : types.of(entry.type),
      entry.brand === undefined ? -1 : brands.of(entry.brand),
      sizes.of(entry.size),
      colors.of(entry.color),
      entry.rating,
      entry.reviews,
      entry.stock ?? 0,
      entry.art ?? 0,
      factsOf(entry, facts.of),
    ];
    if (entry.ratingCounts) row.push(entry.ratingCounts);
    return row;
  });
  return {
    categories: categories.values,
    types: types.values,
    brands: brands.values,
    colors: colors.values,
    sizes: sizes.values,
    facts: facts.values,
    rows,
  };
}

/** The products of a compact catalogue file, with their derived fields, in its order. */
export function decodeCatalog(file: CatalogFile): Product[] {
  return file.rows.map(
    ([
      id,
      name,
      price,
      originalPrice,
      category,
      type,
      brand,
      sizes,
      color,
      rating,
      reviews,
      stock,
      art,
      facts,
      ratingCounts,
    ]) =>
      withDerivedFields({
        id,
        name,
        price,
        originalPrice,
        category: file.categories[category]!,
        ...(type >= 0 && { type: file.types[type]! }),
        ...(brand >= 0 && { brand: file.brands[brand]! }),
        size: file.sizes[sizes]!,
        ...(stock !== 0 && { stock }),
        color: file.colors[color]!,
        ...(facts >= 0 && file.facts[facts]),
        rating,
        reviews,
        ...(art > 0 && { art }),
        ...(ratingCounts && { ratingCounts }),
      }),
  );
}
