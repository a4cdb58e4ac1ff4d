import { PRODUCTS } from './products';
import {
  type ChartId,
  type Figure,
  type MeasureKey,
  SIZE_CHARTS,
  chartIdOf,
  formatFigure,
  kindSizes,
  sizeChartFor,
  sizeKindOf,
} from './sizeCharts';
import type { Product } from './types';

const product = (id: number): Product => PRODUCTS.find((p) => p.id === id)!;

describe('size charts', () => {
  it('has a chart for every product with garment sizes, and none for Beauty or One Size', () => {
    for (const p of PRODUCTS) {
      const chart = sizeChartFor(p);
      if (p.category === 'Beauty') expect(chart).toBeNull();
      else {
        // Every size the product is offered in has its row, in the product's order.
        expect([p.id, chart?.rows.map((r) => r.size)]).toEqual([p.id, p.size]);
      }
    }
    expect(sizeChartFor({ category: 'Women', type: 'Dupatta', size: ['One Size'] })).toBeNull();
  });

  // Every product of the catalogue, by its garment (and its style, read from its name).
  const EXPECTED_CHART: Readonly<Record<string, ChartId | Readonly<Record<number, ChartId>> | null>> = {
    'Women|Kurta': { 1: 'women-kurtas-anarkali', 8: 'women-kurtas-short', 14: 'women-kurtas-short' },
    'Women|Kurta Set': { 4: 'women-kurtas-straight', 19: 'women-kurtas-short' },
    'Women|Top': { 7: 'women-crop-tops', 16: 'women-tops', 18: 'women-tops' },
    'Women|Dress': { 3: 'women-dresses-midi', 9: 'women-dresses-maxi' },
    'Women|Saree': 'women-sarees',
    'Women|Lehenga': 'women-lehengas',
    'Women|Jacket': 'women-jackets',
    'Women|Coat': 'women-coats',
    'Women|Hoodie': 'women-hoodies',
    'Women|Jeans': 'women-bottoms',
    'Women|Trousers': 'women-bottoms',
    'Women|Leggings': 'women-bottoms',
    'Men|Shirt': 'men-tops',
    'Men|T-Shirt': 'men-tops',
    'Men|Jacket': 'men-tops',
    'Men|Kurta': 'men-kurtas',
    'Men|Sherwani': 'men-sherwanis',
    'Men|Shorts': 'men-bottoms',
    'Men|Jeans': 'men-waist',
    'Men|Trousers': 'men-waist',
    'Beauty|undefined': null,
  };

  it('maps every product to the chart of its garment', () => {
    for (const p of PRODUCTS) {
      const key = `${p.category}|${p.type}`;
      const expected = p.category === 'Kids' ? 'kids' : EXPECTED_CHART[key];
      expect(expected).toBeDefined(); // a new garment needs its line above
      const want = expected !== null && typeof expected === 'object' ? expected[p.id] : expected;
      expect([p.id, p.name, chartIdOf(p)]).toEqual([p.id, p.name, want]);
      expect(sizeChartFor(p)?.id ?? null).toBe(want);
    }
  });

  it('picks the style from the name, and a plain garment gets its default chart', () => {
    const women = (type: string, name: string) => chartIdOf({ category: 'Women', type, name, size: ['M'] });
    expect(women('Kurta', 'Handloom Cotton Kurta')).toBe('women-kurtas-straight');
    expect(women('Kurta', 'Printed Kurti')).toBe('women-kurtas-short');
    expect(women('Dress', 'Linen Shirt Dress')).toBe('women-dresses');
    expect(women('Top', 'Cotton Crop Top')).toBe('women-crop-tops');
    expect(women('Tunic', 'Cotton Tunic')).toBe('women-tops');
    // Without a name (older callers), a kurta is straight and a dress knee length.
    expect(chartIdOf({ category: 'Women', type: 'Kurta', size: ['M'] })).toBe('women-kurtas-straight');
  });

  it("each chart belongs to the kind of garment whose size 'My sizes' keeps", () => {
    for (const [id, chart] of Object.entries(SIZE_CHARTS)) {
      expect(chart.id).toBe(id);
      const kind = id.startsWith('women-')
        ? id === 'women-bottoms'
          ? 'women-bottoms'
          : 'women-tops'
        : chart.kind;
      expect([id, chart.kind]).toEqual([id, kind]);
    }
    expect(SIZE_CHARTS['men-kurtas'].kind).toBe('men-tops');
    expect(SIZE_CHARTS['men-sherwanis'].kind).toBe('men-tops');
  });

  it("each chart's sizes cover every size its products are sold in, and every figure its measures name", () => {
    for (const p of PRODUCTS) {
      const id = chartIdOf(p);
      if (id === null) continue;
      const sizes = SIZE_CHARTS[id].rows.map((r) => r.size);
      for (const size of p.size)
        expect([p.id, id, size, sizes.includes(size)]).toEqual([p.id, id, size, true]);
    }
    for (const chart of Object.values(SIZE_CHARTS)) {
      for (const r of chart.rows) {
        expect(Object.keys(r.figures).sort()).toEqual([...chart.measures].sort());
        expect(Object.keys(r.systems).sort()).toEqual([...chart.systems].sort());
      }
    }
  });

  // Believable figures for each garment, in inches: [lowest, highest] over its sizes.
  const BODY_WOMEN = { bust: [32, 46], underBust: [27, 40], waist: [24, 40], hip: [34, 48] } as const;
  const BOUNDS: Readonly<Record<ChartId, Partial<Record<MeasureKey, readonly [number, number]>>>> = {
    'women-tops': { ...BODY_WOMEN, length: [20, 28] },
    'women-crop-tops': { ...BODY_WOMEN, length: [15, 20] },
    'women-kurtas-short': { ...BODY_WOMEN, length: [34, 41] },
    'women-kurtas-straight': { ...BODY_WOMEN, length: [42, 48] },
    'women-kurtas-anarkali': { ...BODY_WOMEN, length: [48, 56] },
    'women-dresses': { ...BODY_WOMEN, length: [34, 42] },
    'women-dresses-midi': { ...BODY_WOMEN, length: [42, 50] },
    'women-dresses-maxi': { ...BODY_WOMEN, length: [52, 60] },
    'women-sarees': BODY_WOMEN,
    'women-lehengas': { ...BODY_WOMEN, skirtLength: [38, 44] },
    'women-jackets': { ...BODY_WOMEN, shoulder: [13.5, 17], sleeve: [21, 26], length: [19, 27] },
    'women-coats': { ...BODY_WOMEN, shoulder: [13.5, 17], sleeve: [22, 27], length: [34, 46] },
    'women-hoodies': { ...BODY_WOMEN, sleeve: [21, 26], length: [24, 30] },
    'women-bottoms': { waist: [24, 40], hip: [34, 48], inseam: [26, 32] },
    'men-tops': { chest: [34, 50], shoulder: [16, 20.5], length: [26, 32] },
    'men-kurtas': { chest: [34, 50], shoulder: [16, 20.5], length: [36, 44] },
    'men-sherwanis': { chest: [34, 50], shoulder: [16, 20.5], length: [40, 46] },
    'men-bottoms': { waist: [28, 42], hip: [36, 50], inseam: [5, 12] },
    'men-waist': { waist: [28, 42], hip: [36, 50], inseam: [29, 35] },
    kids: { height: [33, 62], chest: [19, 31] },
  };
  const values = (f: Figure): number[] => (typeof f === 'number' ? [f] : [f[0], f[1]]);

  it.each(Object.keys(BOUNDS) as ChartId[])('%s: every figure is believable for the garment', (id) => {
    const chart = SIZE_CHARTS[id];
    expect(Object.keys(BOUNDS[id]).sort()).toEqual(expect.arrayContaining([...chart.measures].sort()));
    for (const r of chart.rows) {
      for (const measure of chart.measures) {
        const [low, high] = BOUNDS[id][measure]!;
        for (const v of values(r.figures[measure]!)) {
          expect([id, r.size, measure, v >= low && v <= high ? 'ok' : v]).toEqual([
            id,
            r.size,
            measure,
            'ok',
          ]);
        }
      }
    }
    // Figures grow with the size, never shrink.
    for (const measure of chart.measures) {
      const firsts = chart.rows.map((r) => values(r.figures[measure]!)[0]!);
      expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    }
  });

  it('a saree is free size: its chart says so, with the drape and the blouse piece', () => {
    const chart = sizeChartFor(product(2))!;
    expect(chart.title).toMatch(/free size/);
    expect(chart.note).toMatch(/free size: about 5\.5 m of fabric to drape, plus a 0\.8 m blouse piece/);
    expect(chart.measures).toEqual(['bust', 'underBust', 'waist']);
  });

  it.each([
    [1, 'women-tops'], // kurta
    [2, 'women-tops'], // saree (its blouse)
    [6, 'women-tops'], // lehenga set
    [13, 'women-tops'], // coat
    [20, 'women-tops'], // hoodie
    [28, 'men-tops'], // kurta
    [27, 'men-tops'], // sherwani
    [5, 'women-bottoms'], // jeans
    [17, 'women-bottoms'], // leggings
    [21, 'men-tops'], // shirt
    [24, 'men-tops'], // T-shirt
    [22, 'men-waist'], // jeans, 30-38
    [26, 'men-waist'], // trousers, 30-36
    [32, 'men-bottoms'], // shorts, S-XL
    [36, 'kids'],
    [47, 'kids'],
    [64, null], // beauty
  ])('product %i has the %s chart', (id, kind) => {
    expect(sizeKindOf(product(id))).toBe(kind);
  });

  it("an anarkali kurta: bust, waist, hip and its style's length, with Indian, UK and US sizes", () => {
    const chart = sizeChartFor(product(1))!;
    expect(chart.measures).toEqual(['bust', 'waist', 'hip', 'length']);
    expect(chart.systems).toEqual(['India', 'UK', 'US']);
    expect(chart.rows[0]).toEqual({
      size: 'S',
      systems: { India: '36', UK: '10', US: '6' },
      figures: { bust: 36, waist: 30, hip: 38, length: 50 },
    });
  });

  it("men's shirts: chest, shoulder and length; waist sizes: waist, hip, inseam; kids: height and chest", () => {
    expect(sizeChartFor(product(21))!.measures).toEqual(['chest', 'shoulder', 'length']);
    expect(sizeChartFor(product(22))!.measures).toEqual(['waist', 'hip', 'inseam']);
    expect(sizeChartFor(product(22))!.systems).toEqual([]);
    expect(sizeChartFor(product(36))!.measures).toEqual(['height', 'chest']);
  });

  it('keeps only the sizes the product comes in', () => {
    expect(sizeChartFor(product(12))!.rows.map((r) => r.size)).toEqual(['S', 'M', 'L']);
    expect(sizeChartFor(product(48))!.rows.map((r) => r.size)).toEqual(['8-9Y', '10-11Y']);
  });

  it('writes inches to one decimal and centimetres whole, ranges with a dash', () => {
    expect(formatFigure(38, 'in')).toBe('38');
    expect(formatFigure(17.5, 'in')).toBe('17.5');
    expect(formatFigure(38, 'cm')).toBe('97');
    expect(formatFigure(17.5, 'cm')).toBe('44');
    expect(formatFigure([36, 39], 'in')).toBe('36–39');
    expect(formatFigure([36, 39], 'cm')).toBe('91–99');
  });

  it("lists each kind's sizes smallest first, the same in every chart of the kind", () => {
    expect(kindSizes('women-tops')).toEqual(['S', 'M', 'L', 'XL']);
    expect(kindSizes('men-tops')).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(kindSizes('men-waist')).toEqual(['30', '32', '34', '36', '38']);
    expect(kindSizes('kids')).toEqual(['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y']);
    for (const chart of Object.values(SIZE_CHARTS))
      expect(chart.rows.map((r) => r.size)).toEqual(kindSizes(chart.kind));
  });
});
