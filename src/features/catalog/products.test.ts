import fs from 'fs';
import path from 'path';

import { BRANDS } from './brands';
import { PRODUCTS } from './products';
import type { Category } from './types';
import { CATEGORIES } from '@/shared/lib/constants';
import { COLORS_BY_CATEGORY, SIZES_BY_CATEGORY } from '@/shared/lib/catalogOptions';

const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

const expectedCategory = (id: number): Category => {
  if (id <= 20) return 'Women';
  if (id <= 35) return 'Men';
  if (id <= 55) return 'Kids';
  return 'Beauty';
};

const isOneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;

describe('BRANDS', () => {
  it('has 36 unique, non-blank names', () => {
    expect(BRANDS).toHaveLength(36);
    expect(new Set(BRANDS).size).toBe(36);
    for (const brand of BRANDS) expect(brand.trim()).toBe(brand);
    for (const brand of BRANDS) expect(brand.length).toBeGreaterThan(0);
  });

  it('is sorted alphabetically, ignoring case', () => {
    const sorted = [...BRANDS].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(BRANDS).toEqual(sorted);
  });

  it("includes a name with an apostrophe (Levi's)", () => {
    expect(BRANDS).toContain("Levi's");
  });
});

describe('PRODUCTS', () => {
  it('has 70 products with ids 1..70, unique and in order', () => {
    expect(PRODUCTS).toHaveLength(70);
    expect(PRODUCTS.map((p) => p.id)).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
  });

  it('places ids 1-20 in Women, 21-35 in Men, 36-55 in Kids and 56-70 in Beauty', () => {
    for (const p of PRODUCTS) expect([p.id, p.category]).toEqual([p.id, expectedCategory(p.id)]);
    const counts = Object.fromEntries(
      CATEGORIES.map((c) => [c, PRODUCTS.filter((p) => p.category === c).length]),
    );
    expect(counts).toEqual({ Women: 20, Men: 15, Kids: 20, Beauty: 15 });
  });

  it('has non-blank names', () => {
    for (const p of PRODUCTS) expect(p.name.trim().length).toBeGreaterThan(0);
  });

  it("lists a non-empty subset of its category's sizes, in the spec's order, without repeats", () => {
    for (const p of PRODUCTS) {
      const allowed = SIZES_BY_CATEGORY[p.category];
      expect(p.size.length).toBeGreaterThan(0);
      expect(new Set(p.size).size).toBe(p.size.length);
      for (const s of p.size) expect([p.id, allowed.includes(s)]).toEqual([p.id, true]);
      const positions = p.size.map((s) => allowed.indexOf(s));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it("has a colour from its category's colours", () => {
    for (const p of PRODUCTS) {
      expect([p.id, COLORS_BY_CATEGORY[p.category].includes(p.color)]).toEqual([p.id, true]);
    }
  });

  it('has a type except in Beauty, where the property is absent', () => {
    for (const p of PRODUCTS) {
      if (p.category === 'Beauty') {
        expect([p.id, 'type' in p]).toEqual([p.id, false]);
      } else {
        expect(typeof p.type).toBe('string');
        expect((p.type ?? '').trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('has exactly one product without a brand; every other brand is in BRANDS', () => {
    const withoutBrand = PRODUCTS.filter((p) => !('brand' in p));
    expect(withoutBrand).toHaveLength(1);
    for (const p of PRODUCTS) {
      if ('brand' in p) expect([p.id, BRANDS.includes(p.brand ?? '')]).toEqual([p.id, true]);
    }
  });

  it('uses most of the 36 brands', () => {
    const used = new Set(PRODUCTS.map((p) => p.brand).filter(Boolean));
    expect(used.size).toBeGreaterThanOrEqual(30);
  });

  it('has whole-rupee prices between 199 and 9999, with originalPrice >= price', () => {
    for (const p of PRODUCTS) {
      for (const value of [p.price, p.originalPrice]) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(199);
        expect(value).toBeLessThanOrEqual(9999);
      }
      expect(p.originalPrice).toBeGreaterThanOrEqual(p.price);
    }
  });

  it('spreads prices over every quick-pick range', () => {
    const inRange = (min: number, max: number) =>
      PRODUCTS.filter((p) => p.price >= min && p.price <= max).length;
    expect(inRange(0, 999)).toBeGreaterThanOrEqual(5);
    expect(inRange(1000, 2000)).toBeGreaterThanOrEqual(5);
    expect(inRange(2000, 3000)).toBeGreaterThanOrEqual(5);
    expect(inRange(3001, 10000)).toBeGreaterThanOrEqual(5);
  });

  it('has a discount consistent with its prices', () => {
    for (const p of PRODUCTS) {
      const expected = p.originalPrice === p.price ? 0 : Math.round((1 - p.price / p.originalPrice) * 100);
      expect([p.id, p.discount]).toEqual([p.id, expected]);
      expect(Number.isInteger(p.discount)).toBe(true);
      if (p.originalPrice > p.price) expect(p.discount).toBeGreaterThan(0);
    }
  });

  it('has products without a discount and several with one', () => {
    const undiscounted = PRODUCTS.filter((p) => p.originalPrice === p.price && p.discount === 0);
    const discounted = PRODUCTS.filter((p) => p.originalPrice > p.price && p.discount > 0);
    expect(undiscounted.length).toBeGreaterThanOrEqual(10);
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    expect(undiscounted.length + discounted.length).toBe(70);
  });

  it('has ratings between 3.5 and 4.9 with one decimal', () => {
    for (const p of PRODUCTS) {
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(4.9);
      expect([p.id, isOneDecimal(p.rating)]).toEqual([p.id, true]);
    }
  });

  it('has enough products rated 4.5 or higher for Trending, in every category and among the first 20', () => {
    const top = PRODUCTS.filter((p) => p.rating >= 4.5);
    expect(top.length).toBeGreaterThanOrEqual(12);
    for (const c of CATEGORIES) expect(top.some((p) => p.category === c)).toBe(true);
    expect(top.filter((p) => p.id <= 20).length).toBeGreaterThanOrEqual(2);
  });

  it('backs the search examples of decisions.md', () => {
    const text = (p: (typeof PRODUCTS)[number]) =>
      [p.name, p.brand, p.category, p.type, p.color].join(' ').toLowerCase();
    // "women" must find exactly the 20 Women products.
    expect(PRODUCTS.filter((p) => p.category !== 'Women' && text(p).includes('women'))).toEqual([]);
    // "shirt" finds several men's shirts; "levis jeans" finds Levi's jeans.
    expect(PRODUCTS.filter((p) => p.category === 'Men' && p.type === 'Shirt').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(PRODUCTS.filter((p) => p.brand === "Levi's" && p.type === 'Jeans').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('has whole, positive review counts', () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.reviews)).toBe(true);
      expect(p.reviews).toBeGreaterThan(0);
    }
  });

  it('points at its own bundled image, which exists under public/', () => {
    for (const p of PRODUCTS) {
      expect(p.image).toBe(`/assets/products/${p.id}.svg`);
      expect([p.image, fs.existsSync(path.join(PUBLIC_DIR, p.image))]).toEqual([p.image, true]);
    }
  });

  it('has a bundled fallback tile for every category', () => {
    for (const c of CATEGORIES) {
      const file = path.join(PUBLIC_DIR, 'assets/categories', `${c.toLowerCase()}.svg`);
      expect([file, fs.existsSync(file)]).toEqual([file, true]);
    }
  });
});
