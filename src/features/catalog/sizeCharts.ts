import type { SizeKind } from '@/shared/lib/sizeKinds';
import type { Product } from './types';

/**
 * The size guide's charts (issue 19): Indian size charts, not US/UK ones relabelled. One chart per
 * kind of garment, each row a size with its labels in other size systems (only where they differ
 * from the size itself) and the body measurements it fits, in inches (the unit Indian tailors and
 * labels use); `toUnit` gives centimetres.
 */

export type Unit = 'in' | 'cm';

/** A figure in inches: one value, or a range (kids' heights and chests). */
export type Figure = number | readonly [number, number];

export type MeasureKey = 'bust' | 'chest' | 'waist' | 'hip' | 'shoulder' | 'length' | 'inseam' | 'height';

export interface SizeChartRow {
  size: string;
  /** The size in other systems, by the chart's `systems` keys. */
  systems: Readonly<Record<string, string>>;
  /** Body measurements in inches, by the chart's `measures`. */
  figures: Readonly<Partial<Record<MeasureKey, Figure>>>;
}

export interface SizeChart {
  kind: SizeKind;
  /** What the chart is for: the table's caption. */
  title: string;
  /** Other size systems shown beside the size, where they differ from it (India, UK, US). */
  systems: readonly string[];
  measures: readonly MeasureKey[];
  rows: readonly SizeChartRow[];
}

export const MEASURE_LABELS: Readonly<Record<MeasureKey, string>> = {
  bust: 'Bust',
  chest: 'Chest',
  waist: 'Waist',
  hip: 'Hip',
  shoulder: 'Shoulder',
  length: 'Length',
  inseam: 'Inseam',
  height: 'Height',
};

/** 'How to measure': one line for each measure a chart uses. */
export const HOW_TO_MEASURE: Readonly<Record<MeasureKey, string>> = {
  bust: 'Around the fullest part of the bust, keeping the tape level under the arms.',
  chest: 'Around the fullest part of the chest, under the arms, keeping the tape level.',
  waist: 'Around the natural waistline, above the navel, with the tape comfortably loose.',
  hip: 'Around the fullest part of the hips, with your feet together.',
  shoulder: 'From the edge of one shoulder to the other, across the back.',
  length: 'From the highest point of the shoulder down to where the garment ends.',
  inseam: 'From the crotch down the inside of the leg to the ankle (for shorts, to the hem).',
  height: 'Standing straight against a wall, without shoes, from the floor to the top of the head.',
};

const row = (
  size: string,
  systems: Record<string, string>,
  figures: Partial<Record<MeasureKey, Figure>>,
): SizeChartRow => ({ size, systems, figures });

const CHARTS: Readonly<Record<SizeKind, SizeChart>> = {
  'women-tops': {
    kind: 'women-tops',
    title: "Women's kurtas, tops, dresses and sets",
    systems: ['India', 'UK', 'US'],
    measures: ['bust', 'waist', 'hip', 'length'],
    rows: [
      row('S', { India: '36', UK: '10', US: '6' }, { bust: 36, waist: 30, hip: 38, length: 44 }),
      row('M', { India: '38', UK: '12', US: '8' }, { bust: 38, waist: 32, hip: 40, length: 44.5 }),
      row('L', { India: '40', UK: '14', US: '10' }, { bust: 40, waist: 34, hip: 42, length: 45 }),
      row('XL', { India: '42', UK: '16', US: '12' }, { bust: 42, waist: 36, hip: 44, length: 45.5 }),
    ],
  },
  'women-bottoms': {
    kind: 'women-bottoms',
    title: "Women's jeans, trousers and leggings",
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
    kind: 'men-tops',
    title: "Men's shirts, T-shirts, kurtas and jackets",
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
  'men-bottoms': {
    kind: 'men-bottoms',
    title: "Men's shorts",
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
    kind: 'men-waist',
    title: "Men's jeans and trousers (waist sizes)",
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
    kind: 'kids',
    title: "Kids' clothing, by age",
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

const BOTTOMS = new Set(['Jeans', 'Trousers', 'Leggings', 'Shorts', 'Joggers']);

/**
 * Which chart fits a product, or null for what has no garment sizes (Beauty, 'One Size'): kids by
 * age; men's waist sizes; men's shorts; men's other garments; women's bottoms; women's others.
 */
export function sizeKindOf(product: Pick<Product, 'category' | 'type' | 'size'>): SizeKind | null {
  const { category, type, size } = product;
  if (category === 'Beauty' || size.length === 0 || size.includes('One Size')) return null;
  if (category === 'Kids') return 'kids';
  if (category === 'Men') {
    if (size.every((s) => /^\d+$/.test(s))) return 'men-waist';
    return type && BOTTOMS.has(type) ? 'men-bottoms' : 'men-tops';
  }
  return type && BOTTOMS.has(type) ? 'women-bottoms' : 'women-tops';
}

/** The product's chart with just its own sizes, in its order, or null when it has none. */
export function sizeChartFor(product: Pick<Product, 'category' | 'type' | 'size'>): SizeChart | null {
  const kind = sizeKindOf(product);
  if (kind === null) return null;
  const chart = CHARTS[kind];
  const rows = product.size.flatMap((size) => chart.rows.filter((r) => r.size === size));
  return rows.length > 0 ? { ...chart, rows } : null;
}

/** A figure in inches, written in `unit`: inches to one decimal, centimetres whole; ranges with an en dash. */
export function formatFigure(figure: Figure, unit: Unit): string {
  const one = (inches: number) =>
    unit === 'cm' ? String(Math.round(inches * 2.54)) : String(Math.round(inches * 10) / 10);
  return typeof figure === 'number' ? one(figure) : `${one(figure[0])}–${one(figure[1])}`;
}
