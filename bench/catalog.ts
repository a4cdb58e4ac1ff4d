/**
 * Deterministic synthetic catalogues with the real Product shape, built from the real catalogue's
 * vocabulary: each product takes one of the 70 real products as its template (so category, garment
 * type and brand stay coherent, and the names read like real ones), then swaps about half of the
 * descriptive words of the name for others used in the same category, and draws its own brand
 * (from the brands sold in that category), colour and sizes (the spec's lists for that category),
 * price (199-9999), discount, rating and review count from a seeded PRNG.
 */
// The real catalogue is data (src/features/catalog/data/products.json), read here through PRODUCTS,
// which adds its derived fields: a synthetic product reuses its template's `image` (its own
// `discount` is computed from its own prices below).
import { PRODUCTS } from '@/features/catalog/products';
import { BRANDS } from '@/features/catalog/brands';
import type { Category, Product } from '@/features/catalog/types';
import { COLORS_BY_CATEGORY, SIZES_BY_CATEGORY } from '@/shared/lib/catalogOptions';

export const BENCH_SEED = 0x5a9601;

/** mulberry32: a small, fast, seeded PRNG (same seed, same catalogue, on every machine). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** Roughly normal, mean 0, sd 1 (sum of uniforms). */
const gauss = (rng: Rng) => rng() + rng() + rng() + rng() + rng() + rng() - 3;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The product nouns of the Beauty names (Beauty products have no `type`): kept in place like a type. */
const BEAUTY_NOUNS = new Set(
  'lipstick kajal serum foundation nail paint face wash cream eau de toilette toner eyeshadow palette primer powder compact bronzer sunscreen'.split(
    ' ',
  ),
);
/** Words kept in place: connectives, and garment nouns that are not a `type` (a "Polo Chinos T-Shirt" would not ring true). */
const FIXED_WORDS = new Set(
  'with and to in de one just tip tac toe piece set palazzo sharara pyjama choli blouse chinos kurti'.split(
    ' ',
  ),
);

const fold = (w: string) => w.toLowerCase().replace(/[^a-z0-9]/g, '');
const typeWords = (type: string | undefined) =>
  new Set(
    (type ?? '')
      .split(/[\s-]+/)
      .map(fold)
      .filter(Boolean),
  );

/** A word of a template name that may be swapped: alphabetic, 3+ letters, not the garment type or product noun. */
function swappable(word: string, protectedWords: Set<string>): boolean {
  const f = fold(word);
  if (!/^[A-Za-z][A-Za-z-]{2,}$/.test(word) || FIXED_WORDS.has(f) || BEAUTY_NOUNS.has(f)) return false;
  // "T-Shirt", "Kurta", "Jeans" (and their plurals, e.g. "Chinos" for Trousers stays swappable).
  return !word.split('-').some((part) => protectedWords.has(fold(part)));
}

interface Vocabulary {
  modifiers: Record<Category, string[]>;
  brands: Record<Category, string[]>;
  /** Where each brand's products of a category are made (its first real product's country), so the brand table names the right party. */
  origins: Record<Category, Map<string, string>>;
}

function vocabulary(): Vocabulary {
  const modifiers = { Women: [], Men: [], Kids: [], Beauty: [] } as Record<Category, string[]>;
  const brands = { Women: [], Men: [], Kids: [], Beauty: [] } as Record<Category, string[]>;
  const origins = {
    Women: new Map(),
    Men: new Map(),
    Kids: new Map(),
    Beauty: new Map(),
  } as Vocabulary['origins'];
  for (const p of PRODUCTS) {
    if (p.brand && p.countryOfOrigin && !origins[p.category].has(p.brand))
      origins[p.category].set(p.brand, p.countryOfOrigin);
    const protectedWords = typeWords(p.type);
    for (const word of p.name.split(' ')) {
      if (swappable(word, protectedWords) && !modifiers[p.category].includes(word))
        modifiers[p.category].push(word);
    }
    if (p.brand && !brands[p.category].includes(p.brand)) brands[p.category].push(p.brand);
  }
  return { modifiers, brands, origins };
}

const sizeFamily = (size: string) => (/^\d+$/.test(size) ? 'waist' : /ml$/.test(size) ? 'ml' : 'other');

/** A price in rupees ending in 49 or 99, as shops price things. */
const shopPrice = (x: number, lo: number, hi: number) => clamp(Math.round(x / 50) * 50 - 1, lo, hi);

export function syntheticCatalog(n: number, seed = BENCH_SEED): Product[] {
  const rng = prng(seed);
  const vocab = vocabulary();
  const products: Product[] = [];
  for (let i = 0; i < n; i += 1) {
    const t = pick(rng, PRODUCTS);
    const category = t.category;
    const protectedWords = typeWords(t.type);

    const words = t.name.split(' ');
    for (let k = 0; k < words.length; k += 1) {
      if (!swappable(words[k] ?? '', protectedWords) || rng() >= 0.5) continue;
      const word = pick(rng, vocab.modifiers[category]);
      if (!words.includes(word)) words[k] = word;
    }
    const name = words.join(' ');

    // One real product has no brand; keep that rare (about 1 in 1,000).
    const brand =
      t.brand === undefined && rng() < 0.07
        ? undefined
        : t.brand !== undefined && rng() < 0.5
          ? t.brand
          : pick(rng, vocab.brands[category]);

    const colors = COLORS_BY_CATEGORY[category];
    const color = colors.includes(t.color) && rng() < 0.4 ? t.color : pick(rng, colors);

    const family = sizeFamily(t.size[0] ?? '');
    const sizePool = SIZES_BY_CATEGORY[category].filter((s) => sizeFamily(s) === family);
    const first = Math.floor(rng() * sizePool.length);
    const count = 1 + Math.floor(rng() * (sizePool.length - first));
    const size = sizePool.slice(first, first + (category === 'Beauty' ? Math.min(count, 2) : count));

    const price = shopPrice(t.price * Math.exp(gauss(rng) * 0.45), 199, 9999);
    const originalPrice = rng() < 0.35 ? price : shopPrice(price / (1 - (0.1 + rng() * 0.55)), price, 19999);
    const discount = originalPrice === price ? 0 : Math.round((1 - price / originalPrice) * 100);

    products.push({
      id: i + 1,
      name,
      price,
      originalPrice,
      discount,
      category,
      ...(t.type !== undefined && { type: t.type }),
      ...(brand !== undefined && { brand }),
      size,
      color,
      // The facts of 'Product information' (no draws from the PRNG: the catalogue stays the one it was).
      countryOfOrigin:
        brand === undefined
          ? 'India'
          : brand === t.brand
            ? t.countryOfOrigin
            : vocab.origins[category].get(brand),
      ...(t.care !== undefined && { care: t.care }),
      ...(category === 'Beauty' && {
        netQuantity: Object.fromEntries(
          size.map((s) => [s, s.endsWith('ml') ? s.replace(/ml$/, ' ml') : (t.netQuantity?.[s] ?? '5 g')]),
        ),
        manufactured: t.manufactured,
        shelfLifeMonths: t.shelfLifeMonths,
        ingredients: t.ingredients,
      }),
      image: t.image,
      rating: Math.round(clamp(t.rating + gauss(rng) * 0.3, 3, 5) * 10) / 10,
      reviews: Math.round(Math.exp(Math.log(5) + rng() * Math.log(1200))),
    });
  }
  return products;
}

/** Throws if a generated product breaks the real catalogue's rules (so the bench measures real-shaped data). */
export function assertRealShape(products: readonly Product[]): void {
  for (const p of products) {
    const ok =
      p.name.length > 0 &&
      p.price >= 199 &&
      p.price <= 9999 &&
      p.originalPrice >= p.price &&
      p.discount === (p.originalPrice === p.price ? 0 : Math.round((1 - p.price / p.originalPrice) * 100)) &&
      (p.brand === undefined || BRANDS.includes(p.brand)) &&
      p.size.length > 0 &&
      p.size.every((s) => SIZES_BY_CATEGORY[p.category].includes(s)) &&
      COLORS_BY_CATEGORY[p.category].includes(p.color) &&
      (p.category === 'Beauty') === (p.type === undefined) &&
      p.rating >= 3 &&
      p.rating <= 5;
    if (!ok) throw new Error(`Synthetic product ${p.id} does not have the real shape: ${JSON.stringify(p)}`);
  }
}
