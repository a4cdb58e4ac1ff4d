import { word } from '@/shared/i18n';
import type { SizeKind } from '@/shared/lib/sizeKinds';
import type { Product } from './types';

/**
 * The size guide's charts (issue 19; per garment, issue 31 point 14): Indian size charts, not US/UK
 * ones relabelled. One chart per garment (a kurta's length by its style, a crop top's, a maxi's...),
 * each chart belonging to a kind of garment (`SizeKind`, what "My sizes" remembers). Each row a size with its labels in other size systems (only where they differ
 * from the size itself) and the body measurements it fits, in inches (the unit Indian tailors and
 * labels use); `toUnit` gives centimetres.
 */

export type Unit = 'in' | 'cm';

/** A figure in inches: one value, or a range (kids' heights and chests). */
export type Figure = number | readonly [number, number];

export type MeasureKey =
  | 'bust'
  | 'underBust'
  | 'chest'
  | 'waist'
  | 'hip'
  | 'shoulder'
  | 'sleeve'
  | 'length'
  | 'skirtLength'
  | 'inseam'
  | 'height';

/** The charts, one per garment (and per style where a garment's length depends on it). */
export const CHART_IDS = [
  'women-tops',
  'women-crop-tops',
  'women-kurtas-short',
  'women-kurtas-straight',
  'women-kurtas-anarkali',
  'women-dresses',
  'women-dresses-midi',
  'women-dresses-maxi',
  'women-sarees',
  'women-lehengas',
  'women-jackets',
  'women-coats',
  'women-hoodies',
  'women-bottoms',
  'men-tops',
  'men-kurtas',
  'men-sherwanis',
  'men-bottoms',
  'men-waist',
  'kids',
] as const;
export type ChartId = (typeof CHART_IDS)[number];

export interface SizeChartRow {
  size: string;
  /** The size in other systems, by the chart's `systems` keys. */
  systems: Readonly<Record<string, string>>;
  /** Body measurements in inches, by the chart's `measures`. */
  figures: Readonly<Partial<Record<MeasureKey, Figure>>>;
}

export interface SizeChart {
  id: ChartId;
  /** The kind of garment: "My sizes" keeps one size per kind. */
  kind: SizeKind;
  /** What the chart is for: the table's caption (English: the size guide shows it translated). */
  title: string;
  /** Other size systems shown beside the size, where they differ from it (India, UK, US). */
  systems: readonly string[];
  measures: readonly MeasureKey[];
  rows: readonly SizeChartRow[];
  /** A line shown under the table (a saree is free size...), or none. */
  note?: string;
}

export const MEASURE_LABELS: Readonly<Record<MeasureKey, string>> = {
  bust: word('Bust'),
  underBust: word('Under-bust'),
  chest: word('Chest'),
  waist: word('Waist'),
  hip: word('Hip'),
  shoulder: word('Shoulder'),
  sleeve: word('Sleeve'),
  length: word('Length'),
  skirtLength: word('Lehenga length'),
  inseam: word('Inseam'),
  height: word('Height'),
};

/** 'How to measure': one line for each measure a chart uses. */
export const HOW_TO_MEASURE: Readonly<Record<MeasureKey, string>> = {
  bust: word('Around the fullest part of the bust, keeping the tape level under the arms.'),
  underBust: word('Around the ribcage just under the bust, keeping the tape snug and level.'),
  chest: word('Around the fullest part of the chest, under the arms, keeping the tape level.'),
  waist: word('Around the natural waistline, above the navel, with the tape comfortably loose.'),
  hip: word('Around the fullest part of the hips, with your feet together.'),
  shoulder: word('From the edge of one shoulder to the other, across the back.'),
  sleeve: word('From the edge of the shoulder down the outside of the arm to the wrist, arm relaxed.'),
  length: word('From the highest point of the shoulder down to where the garment ends.'),
  skirtLength: word('From the waistline down to the ankle (the lehenga skirt, without heels).'),
  inseam: word('From the crotch down the inside of the leg to the ankle (for shorts, to the hem).'),
  height: word('Standing straight against a wall, without shoes, from the floor to the top of the head.'),
};

const row = (
  size: string,
  systems: Record<string, string>,
  figures: Partial<Record<MeasureKey, Figure>>,
): SizeChartRow => ({ size, systems, figures });

const WOMEN_SIZES = ['S', 'M', 'L', 'XL'] as const;
type WomenSize = (typeof WOMEN_SIZES)[number];

/** Women's letter sizes and their Indian, UK and US equivalents. */
const WOMEN_SYSTEMS: Readonly<Record<WomenSize, Record<string, string>>> = {
  S: { India: '36', UK: '10', US: '6' },
  M: { India: '38', UK: '12', US: '8' },
  L: { India: '40', UK: '14', US: '10' },
  XL: { India: '42', UK: '16', US: '12' },
};
/** Women's body measurements by size: bust, under-bust, waist, hip. */
const WOMEN_BODY: Readonly<Record<WomenSize, Partial<Record<MeasureKey, number>>>> = {
  S: { bust: 36, underBust: 31, waist: 30, hip: 38 },
  M: { bust: 38, underBust: 33, waist: 32, hip: 40 },
  L: { bust: 40, underBust: 35, waist: 34, hip: 42 },
  XL: { bust: 42, underBust: 37, waist: 36, hip: 44 },
};

/**
 * A women's chart: the body measurements `measures` picks from WOMEN_BODY, plus the garment's own
 * figures per size (`own`, in S, M, L, XL order: lengths, shoulders, sleeves).
 */
function womens(
  id: ChartId,
  title: string,
  measures: readonly MeasureKey[],
  own: Partial<Record<MeasureKey, readonly [number, number, number, number]>>,
  note?: string,
): SizeChart {
  const rows = WOMEN_SIZES.map((size, i) => {
    const figures: Partial<Record<MeasureKey, Figure>> = {};
    for (const measure of measures) {
      const value = own[measure]?.[i] ?? WOMEN_BODY[size][measure];
      if (value !== undefined) figures[measure] = value;
    }
    return row(size, WOMEN_SYSTEMS[size], figures);
  });
  return {
    id,
    kind: 'women-tops',
    title,
    systems: ['India', 'UK', 'US'],
    measures,
    rows,
    ...(note && { note }),
  };
}

const BODY = ['bust', 'waist', 'hip', 'length'] as const;

const CHARTS: Readonly<Record<ChartId, SizeChart>> = {
  'women-tops': womens('women-tops', word("Women's tops and shirts"), ['bust', 'waist', 'length'], {
    length: [24, 24.5, 25, 25.5],
  }),
  'women-crop-tops': womens('women-crop-tops', word("Women's crop tops"), ['bust', 'waist', 'length'], {
    length: [17, 17.5, 18, 18.5],
  }),
  'women-kurtas-short': womens(
    'women-kurtas-short',
    word("Women's kurtas: short kurtis, A-line and sharara-set kurtas (to the knee)"),
    BODY,
    { length: [38, 38.5, 39, 39.5] },
  ),
  'women-kurtas-straight': womens(
    'women-kurtas-straight',
    word("Women's kurtas: straight (to mid-calf)"),
    BODY,
    {
      length: [44, 44.5, 45, 45.5],
    },
  ),
  'women-kurtas-anarkali': womens(
    'women-kurtas-anarkali',
    word("Women's kurtas: anarkali (flared, below the calf)"),
    BODY,
    { length: [50, 50.5, 51, 51.5] },
  ),
  'women-dresses': womens('women-dresses', word("Women's dresses (to the knee)"), BODY, {
    length: [37, 37.5, 38, 38.5],
  }),
  'women-dresses-midi': womens('women-dresses-midi', word("Women's midi dresses (to mid-calf)"), BODY, {
    length: [45, 45.5, 46, 46.5],
  }),
  'women-dresses-maxi': womens('women-dresses-maxi', word("Women's maxi dresses (to the ankle)"), BODY, {
    length: [55, 55.5, 56, 56.5],
  }),
  'women-sarees': womens(
    'women-sarees',
    word('Sarees: free size, with a blouse piece stitched to your blouse size'),
    ['bust', 'underBust', 'waist'],
    {},
    word(
      'A saree is free size: about 5.5 m of fabric to drape, plus a 0.8 m blouse piece. The sizes are for stitching the blouse; the waist is where the saree is tucked in.',
    ),
  ),
  'women-lehengas': womens(
    'women-lehengas',
    word('Lehenga sets: blouse (choli) and lehenga skirt'),
    ['bust', 'underBust', 'waist', 'hip', 'skirtLength'],
    { skirtLength: [40, 40.5, 41, 41.5] },
    word(
      'The blouse is sized by bust and under-bust; the lehenga by waist and hip, its waist with a drawstring. The dupatta is free size.',
    ),
  ),
  'women-jackets': womens(
    'women-jackets',
    word("Women's jackets"),
    ['bust', 'shoulder', 'sleeve', 'length'],
    {
      shoulder: [14.5, 15, 15.5, 16],
      sleeve: [23, 23.5, 24, 24.5],
      length: [22, 22.5, 23, 23.5],
    },
  ),
  'women-coats': womens(
    'women-coats',
    word("Women's coats (longline)"),
    ['bust', 'shoulder', 'sleeve', 'length'],
    {
      shoulder: [14.5, 15, 15.5, 16],
      sleeve: [23.5, 24, 24.5, 25],
      length: [40, 40.5, 41, 41.5],
    },
  ),
  'women-hoodies': womens(
    'women-hoodies',
    word("Women's hoodies and sweatshirts"),
    ['bust', 'sleeve', 'length'],
    {
      sleeve: [23, 23.5, 24, 24.5],
      length: [26, 26.5, 27, 27.5],
    },
  ),
  'women-bottoms': {
    id: 'women-bottoms',
    kind: 'women-bottoms',
    title: word("Women's jeans, trousers and leggings"),
    systems: ['India', 'UK', 'US'],
    measures: ['waist', 'hip', 'inseam'],
    rows: [
      row('S', { India: '28', UK: '10', US: '6' }, { waist: 28, hip: 38, inseam: 29 }),
      row('M', { India: '30', UK: '12', US: '8' }, { waist: 30, hip: 40, inseam: 29.5 }),
      row('L', { India: '32', UK: '14', US: '10' }, { waist: 32, hip: 42, inseam: 30 }),
      row('XL', { India: '34', UK: '16', US: '12' }, { waist: 34, hip: 44, inseam: 30.5 }),
    ],
  },
  'men-tops': {
    id: 'men-tops',
    kind: 'men-tops',
    title: word("Men's shirts, T-shirts and jackets"),
    // UK and US letter sizes are the same as ours: only the Indian chest size differs.
    systems: ['India'],
    measures: ['chest', 'shoulder', 'length'],
    rows: [
      row('S', { India: '38' }, { chest: 38, shoulder: 17, length: 28 }),
      row('M', { India: '40' }, { chest: 40, shoulder: 17.5, length: 28.5 }),
      row('L', { India: '42' }, { chest: 42, shoulder: 18, length: 29 }),
      row('XL', { India: '44' }, { chest: 44, shoulder: 18.5, length: 29.5 }),
      row('XXL', { India: '46' }, { chest: 46, shoulder: 19, length: 30 }),
    ],
  },
  'men-kurtas': {
    id: 'men-kurtas',
    kind: 'men-tops',
    title: word("Men's kurtas (to the knee)"),
    systems: ['India'],
    measures: ['chest', 'shoulder', 'length'],
    rows: [
      row('S', { India: '38' }, { chest: 38, shoulder: 17, length: 39 }),
      row('M', { India: '40' }, { chest: 40, shoulder: 17.5, length: 39.5 }),
      row('L', { India: '42' }, { chest: 42, shoulder: 18, length: 40 }),
      row('XL', { India: '44' }, { chest: 44, shoulder: 18.5, length: 40.5 }),
      row('XXL', { India: '46' }, { chest: 46, shoulder: 19, length: 41 }),
    ],
  },
  'men-sherwanis': {
    id: 'men-sherwanis',
    kind: 'men-tops',
    title: word("Men's sherwanis (below the knee)"),
    systems: ['India'],
    measures: ['chest', 'shoulder', 'length'],
    rows: [
      row('S', { India: '38' }, { chest: 38, shoulder: 17, length: 42 }),
      row('M', { India: '40' }, { chest: 40, shoulder: 17.5, length: 42.5 }),
      row('L', { India: '42' }, { chest: 42, shoulder: 18, length: 43 }),
      row('XL', { India: '44' }, { chest: 44, shoulder: 18.5, length: 43.5 }),
      row('XXL', { India: '46' }, { chest: 46, shoulder: 19, length: 44 }),
    ],
  },
  'men-bottoms': {
    id: 'men-bottoms',
    kind: 'men-bottoms',
    title: word("Men's shorts"),
    systems: ['India'],
    measures: ['waist', 'hip', 'inseam'],
    rows: [
      row('S', { India: '30' }, { waist: 30, hip: 38, inseam: 9 }),
      row('M', { India: '32' }, { waist: 32, hip: 40, inseam: 9 }),
      row('L', { India: '34' }, { waist: 34, hip: 42, inseam: 9.5 }),
      row('XL', { India: '36' }, { waist: 36, hip: 44, inseam: 9.5 }),
      row('XXL', { India: '38' }, { waist: 38, hip: 46, inseam: 10 }),
    ],
  },
  'men-waist': {
    id: 'men-waist',
    kind: 'men-waist',
    title: word("Men's jeans and trousers (waist sizes)"),
    // A waist size is the same number in India, the UK and the US.
    systems: [],
    measures: ['waist', 'hip', 'inseam'],
    rows: [
      row('30', {}, { waist: 30, hip: 38, inseam: 32 }),
      row('32', {}, { waist: 32, hip: 40, inseam: 32 }),
      row('34', {}, { waist: 34, hip: 42, inseam: 32.5 }),
      row('36', {}, { waist: 36, hip: 44, inseam: 32.5 }),
      row('38', {}, { waist: 38, hip: 46, inseam: 33 }),
    ],
  },
  kids: {
    id: 'kids',
    kind: 'kids',
    title: word("Kids' clothing, by age"),
    // UK kids' sizes are the age itself; US sizes differ.
    systems: ['US'],
    measures: ['height', 'chest'],
    rows: [
      row('2-3Y', { US: '2T–3T' }, { height: [36, 39], chest: [20.5, 21.5] }),
      row('4-5Y', { US: '4–5' }, { height: [40, 44], chest: [22, 23] }),
      row('6-7Y', { US: '6–7' }, { height: [45, 49], chest: [24, 25] }),
      row('8-9Y', { US: '8' }, { height: [50, 54], chest: [26, 27] }),
      row('10-11Y', { US: '10' }, { height: [55, 58], chest: [28, 29] }),
    ],
  },
};

/** Every chart, by id (the tests check each one's figures). */
export const SIZE_CHARTS: Readonly<Record<ChartId, SizeChart>> = CHARTS;

const BOTTOMS = new Set(['Jeans', 'Trousers', 'Leggings', 'Shorts', 'Joggers']);

/** What picks a product's chart: its category, type and sizes, and its name for the style. */
export type ChartProduct = Pick<Product, 'category' | 'type' | 'size'> & Partial<Pick<Product, 'name'>>;

/** A kurta's style, from its name: anarkali, straight, or short (kurti, A-line, sharara sets). */
function kurtaChart(name: string): ChartId {
  if (/anarkali/i.test(name)) return 'women-kurtas-anarkali';
  if (/straight/i.test(name)) return 'women-kurtas-straight';
  if (/kurti|a-line|sharara|short/i.test(name)) return 'women-kurtas-short';
  return 'women-kurtas-straight';
}

const WOMEN_CHART_BY_TYPE: Readonly<Record<string, (name: string) => ChartId>> = {
  Top: (name) => (/crop/i.test(name) ? 'women-crop-tops' : 'women-tops'),
  Shirt: () => 'women-tops',
  Kurta: kurtaChart,
  'Kurta Set': kurtaChart,
  Dress: (name) =>
    /maxi/i.test(name) ? 'women-dresses-maxi' : /midi/i.test(name) ? 'women-dresses-midi' : 'women-dresses',
  Saree: () => 'women-sarees',
  Lehenga: () => 'women-lehengas',
  Jacket: () => 'women-jackets',
  Coat: () => 'women-coats',
  Hoodie: () => 'women-hoodies',
  Sweatshirt: () => 'women-hoodies',
};

/**
 * Which chart fits a product, or null for what has no garment sizes (Beauty, 'One Size'): kids by
 * age; men's waist sizes, shorts, kurtas, sherwanis and other garments; women's bottoms, and each
 * women's garment its own (kurtas and dresses by the style in their name); women's others, tops.
 */
export function chartIdOf(product: ChartProduct): ChartId | null {
  const { category, type, size, name = '' } = product;
  if (category === 'Beauty' || size.length === 0 || size.includes('One Size')) return null;
  if (category === 'Kids') return 'kids';
  if (category === 'Men') {
    if (size.every((s) => /^\d+$/.test(s))) return 'men-waist';
    if (type && BOTTOMS.has(type)) return 'men-bottoms';
    if (type === 'Kurta') return 'men-kurtas';
    if (type === 'Sherwani') return 'men-sherwanis';
    return 'men-tops';
  }
  if (type && BOTTOMS.has(type)) return 'women-bottoms';
  const pick = type === undefined ? undefined : WOMEN_CHART_BY_TYPE[type];
  return pick ? pick(name) : 'women-tops';
}

/** The kind of garment a product is ("My sizes" keeps one size per kind), or null. */
export function sizeKindOf(product: ChartProduct): SizeKind | null {
  const id = chartIdOf(product);
  return id === null ? null : CHARTS[id].kind;
}

/** The product's chart with just its own sizes, in its order, or null when it has none. */
export function sizeChartFor(product: ChartProduct): SizeChart | null {
  const id = chartIdOf(product);
  if (id === null) return null;
  const chart = CHARTS[id];
  const rows = product.size.flatMap((size) => chart.rows.filter((r) => r.size === size));
  return rows.length > 0 ? { ...chart, rows } : null;
}

/** A figure in inches, written in `unit`: inches to one decimal, centimetres whole; ranges with an en dash. */
export function formatFigure(figure: Figure, unit: Unit): string {
  const one = (inches: number) =>
    unit === 'cm' ? String(Math.round(inches * 2.54)) : String(Math.round(inches * 10) / 10);
  return typeof figure === 'number' ? one(figure) : `${one(figure[0])}–${one(figure[1])}`;
}

/**
 * The sizes of a kind of garment, smallest first: its charts' rows (every chart of a kind has the
 * same sizes). "One size up the kind's chart" is the next one here (a size recommended from orders).
 */
export function kindSizes(kind: SizeKind): readonly string[] {
  const chart = Object.values(CHARTS).find((candidate) => candidate.kind === kind);
  return chart ? chart.rows.map((r) => r.size) : [];
}
