import fs from 'fs';
import path from 'path';

import { catalogSchema, productSchema } from '../productSchema';
import { PRODUCTS } from '../products';
import catalog from './products.json';

const SRC_DIR = path.resolve(__dirname, '../../..');
const JSON_FILE = path.join(__dirname, 'products.json');

/** The file as text, parsed here (not through the module system), exactly as the scripts read it. */
const raw: unknown = JSON.parse(fs.readFileSync(JSON_FILE, 'utf8'));
const entries = raw as Record<string, unknown>[];

const categoryOf = (id: number) => (id <= 20 ? 'Women' : id <= 35 ? 'Men' : id <= 55 ? 'Kids' : 'Beauty');

/** A valid product of each kind, to break one rule at a time. */
const validGarment = {
  id: 1,
  name: 'Chanderi Silk Anarkali Kurta',
  price: 2499,
  originalPrice: 3999,
  category: 'Women',
  type: 'Kurta',
  brand: 'Biba',
  size: ['S', 'M', 'L', 'XL'],
  color: 'Pink',
  countryOfOrigin: 'India',
  care: 'Dry clean only',
  rating: 4.6,
  reviews: 1284,
  ratingCounts: [918, 260, 74, 21, 11],
};
const validBeauty = {
  id: 56,
  name: 'Matte Lipstick',
  price: 499,
  originalPrice: 499,
  category: 'Beauty',
  brand: 'Lakmé',
  size: ['One Size'],
  color: 'Red',
  countryOfOrigin: 'India',
  netQuantity: { 'One Size': '3.6 g' },
  manufactured: '2026-06',
  shelfLifeMonths: 36,
  ingredients: 'Isododecane, Polyethylene, CI 15850',
  rating: 4.2,
  reviews: 10,
  ratingCounts: [5, 3, 1, 1, 0],
};

describe('data/products.json', () => {
  it('holds 70 products, each valid against productSchema', () => {
    expect(entries).toHaveLength(70);
    for (const entry of entries) {
      const result = productSchema.safeParse(entry);
      // On failure the diff shows the product's id and zod's issues (code, path, keys or values).
      expect([entry.id, result.success ? 'valid' : result.error.issues]).toEqual([entry.id, 'valid']);
    }
    expect(catalogSchema.safeParse(raw).success).toBe(true);
  });

  it('is what products.ts imports', () => {
    expect(catalog).toEqual(raw);
  });

  it('has ids 1..70 in order: 1-20 Women, 21-35 Men, 36-55 Kids, 56-70 Beauty', () => {
    expect(entries.map((p) => p.id)).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
    for (const p of entries) expect([p.id, p.category]).toEqual([p.id, categoryOf(p.id as number)]);
  });

  it('has exactly one product without a brand (45), the key absent rather than null', () => {
    expect(entries.filter((p) => !('brand' in p)).map((p) => p.id)).toEqual([45]);
  });

  it('gives every product its ratings by stars, summing to its reviews and averaging to its rating within 0.05', () => {
    for (const p of entries) {
      const counts = p.ratingCounts as number[];
      const total = counts.reduce((sum, n) => sum + n, 0);
      const average = counts.reduce((sum, n, i) => sum + n * (5 - i), 0) / total;
      expect([p.id, counts.length, total]).toEqual([p.id, 5, p.reviews]);
      expect([p.id, Math.abs(average - (p.rating as number)) <= 0.05]).toEqual([p.id, true]);
    }
  });

  it('leaves out the derived fields (discount, image)', () => {
    for (const p of entries) expect([p.id, 'discount' in p, 'image' in p]).toEqual([p.id, false, false]);
  });
});

describe('PRODUCTS (products.ts)', () => {
  it('is the JSON, in order, with discount and image derived', () => {
    expect(PRODUCTS).toHaveLength(entries.length);
    PRODUCTS.forEach((product, i) => {
      const entry = entries[i] as { id: number; price: number; originalPrice: number };
      const discount =
        entry.originalPrice === entry.price ? 0 : Math.round((1 - entry.price / entry.originalPrice) * 100);
      expect(product).toStrictEqual({ ...entry, discount, image: `/assets/products/${entry.id}.svg` });
    });
  });

  it('keeps type absent on Beauty products and brand absent on product 45', () => {
    for (const p of PRODUCTS) expect([p.id, 'type' in p]).toEqual([p.id, p.category !== 'Beauty']);
    expect(PRODUCTS.filter((p) => !('brand' in p)).map((p) => p.id)).toEqual([45]);
  });
});

/** `product` without `key`. */
function omit(product: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _left, ...rest } = product;
  return rest;
}

describe('productSchema', () => {
  it('accepts the valid examples', () => {
    expect(productSchema.safeParse(validGarment).success).toBe(true);
    expect(productSchema.safeParse(validBeauty).success).toBe(true);
    const { brand: _brand, ...withoutBrand } = validGarment;
    expect(productSchema.safeParse(withoutBrand).success).toBe(true);
    expect(productSchema.safeParse({ ...validGarment, stock: { L: 2, XL: 0 } }).success).toBe(true);
    // Within 0.05 of the rating either way (4.2 and 4.3 ratings of the same counts, 4.25 on average).
    const split = { ...validBeauty, reviews: 4, ratingCounts: [2, 1, 1, 0, 0] };
    expect(productSchema.safeParse({ ...split, rating: 4.2 }).success).toBe(true);
    expect(productSchema.safeParse({ ...split, rating: 4.3 }).success).toBe(true);
    expect(
      productSchema.safeParse({ ...validBeauty, rating: 0, reviews: 0, ratingCounts: [0, 0, 0, 0, 0] })
        .success,
    ).toBe(true);
    expect(
      productSchema.safeParse({
        ...validBeauty,
        size: ['30ml', '50ml'],
        netQuantity: { '50ml': '50 ml', '30ml': '30 ml' },
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a Beauty product with a type', { ...validBeauty, type: 'Lipstick' }],
    ['a garment without a type', (({ type: _type, ...rest }) => rest)(validGarment)],
    ['a blank type', { ...validGarment, type: '  ' }],
    ['a size its category does not have', { ...validGarment, size: ['S', '32'] }],
    ['a Kids size on a Men product', { ...validGarment, category: 'Men', color: 'Navy', size: ['4-5Y'] }],
    ['no sizes', { ...validGarment, size: [] }],
    ['a repeated size', { ...validGarment, size: ['S', 'S'] }],
    ["a colour of another category's", { ...validGarment, color: 'Khaki' }],
    ['an unknown key', { ...validGarment, colour: 'Pink' }],
    ['a derived field (discount)', { ...validGarment, discount: 38 }],
    ['a derived field (image)', { ...validBeauty, image: '/assets/products/56.svg' }],
    ['a brand not in BRANDS', { ...validGarment, brand: 'Gucci' }],
    ['a null brand', { ...validGarment, brand: null }],
    ['an unknown category', { ...validGarment, category: 'Home' }],
    ['a blank name', { ...validGarment, name: '' }],
    ['an id of 0', { ...validGarment, id: 0 }],
    ['a fractional id', { ...validGarment, id: 1.5 }],
    ['a price below 199', { ...validGarment, price: 99 }],
    ['a price above 9999', { ...validGarment, price: 10999, originalPrice: 10999 }],
    ['paise in a price', { ...validGarment, price: 2499.5 }],
    ['originalPrice below price', { ...validGarment, originalPrice: 1999 }],
    ['a rating above 5', { ...validGarment, rating: 5.1 }],
    ['a negative rating', { ...validGarment, rating: -1 }],
    ['a negative review count', { ...validGarment, reviews: -1 }],
    ['a fractional review count', { ...validGarment, reviews: 1.5 }],
    ['a string number', { ...validGarment, price: '2499' }],
    ['a garment without its country of origin', omit(validGarment, 'countryOfOrigin')],
    ['a Beauty product without its country of origin', omit(validBeauty, 'countryOfOrigin')],
    ['a blank country of origin', { ...validGarment, countryOfOrigin: ' ' }],
    ['a garment without its care', omit(validGarment, 'care')],
    ['a Beauty product with a care label', { ...validBeauty, care: 'Keep cool' }],
    ['a garment with a net quantity', { ...validGarment, netQuantity: { S: '1 N' } }],
    ['a Beauty product without its net quantity', omit(validBeauty, 'netQuantity')],
    ['a Beauty product without its month of manufacture', omit(validBeauty, 'manufactured')],
    ['a Beauty product without its shelf life', omit(validBeauty, 'shelfLifeMonths')],
    ['a Beauty product without its ingredients', omit(validBeauty, 'ingredients')],
    ['blank ingredients', { ...validBeauty, ingredients: '' }],
    ['a net quantity without a unit', { ...validBeauty, netQuantity: { 'One Size': '3.6' } }],
    ['a net quantity in another unit', { ...validBeauty, netQuantity: { 'One Size': '2 oz' } }],
    [
      'a net quantity of a size not offered',
      { ...validBeauty, netQuantity: { 'One Size': '3.6 g', '30ml': '30 ml' } },
    ],
    [
      'no net quantity for an offered size',
      { ...validBeauty, size: ['30ml', '50ml'], netQuantity: { '30ml': '30 ml' } },
    ],
    [
      'a size in ml with another quantity',
      { ...validBeauty, size: ['30ml'], netQuantity: { '30ml': '50 ml' } },
    ],
    ['a month of manufacture that is a day', { ...validBeauty, manufactured: '2026-06-01' }],
    ['a 13th month', { ...validBeauty, manufactured: '2026-13' }],
    ['a shelf life of 0 months', { ...validBeauty, shelfLifeMonths: 0 }],
    ['a fractional shelf life', { ...validBeauty, shelfLifeMonths: 1.5 }],
    ['stock of a size the product is not offered in', { ...validGarment, size: ['S', 'M'], stock: { L: 0 } }],
    ['stock of a size its category does not have', { ...validGarment, stock: { '32': 0 } }],
    ['a negative stock', { ...validGarment, stock: { L: -1 } }],
    ['a fractional stock', { ...validGarment, stock: { L: 1.5 } }],
    ['no ratings by stars', (({ ratingCounts: _counts, ...rest }) => rest)(validGarment)],
    ['four counts instead of five', { ...validGarment, ratingCounts: [918, 260, 74, 32] }],
    ['a negative count', { ...validBeauty, ratingCounts: [6, 3, 1, 1, -1] }],
    ['a fractional count', { ...validBeauty, ratingCounts: [5, 3, 1, 0.5, 0.5] }],
    ['counts that do not sum to reviews', { ...validGarment, ratingCounts: [918, 260, 74, 21, 10] }],
    [
      'counts that average 4.5 for a rating of 4.6',
      { ...validBeauty, rating: 4.6, ratingCounts: [6, 3, 0, 1, 0] },
    ],
    ['counts of no ratings beside a rating', { ...validBeauty, reviews: 0, ratingCounts: [0, 0, 0, 0, 0] }],
  ])('rejects %s', (_label, product) => {
    expect(productSchema.safeParse(product).success).toBe(false);
  });

  it('is imported by tests only, never by app code (zod stays out of the bundle)', () => {
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (/productSchema['"]/.test(fs.readFileSync(file, 'utf8')))
            importers.push(path.relative(SRC_DIR, file));
        }
      }
    };
    walk(SRC_DIR);
    expect(importers).toEqual([]);
  });
});
