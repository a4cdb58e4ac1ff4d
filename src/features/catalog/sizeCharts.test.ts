import { PRODUCTS } from './products';
import { formatFigure, sizeChartFor, sizeKindOf } from './sizeCharts';
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

  it.each([
    [1, 'women-tops'], // kurta
    [2, 'women-tops'], // saree (its blouse)
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

  it("women's tops: bust, waist, hip and length, with Indian, UK and US sizes", () => {
    const chart = sizeChartFor(product(1))!;
    expect(chart.measures).toEqual(['bust', 'waist', 'hip', 'length']);
    expect(chart.systems).toEqual(['India', 'UK', 'US']);
    expect(chart.rows[0]).toEqual({
      size: 'S',
      systems: { India: '36', UK: '10', US: '6' },
      figures: { bust: 36, waist: 30, hip: 38, length: 44 },
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
});
