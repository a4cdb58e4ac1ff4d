import { BRAND_FACTS, UNBRANDED_FACTS } from './brandFacts';
import { beautyNetQuantity, garmentNetQuantity, monthYear, productFacts, returnsText } from './productFacts';
import { netQuantityMeasure } from './netQuantity';
import { PRODUCTS } from './products';
import type { Product } from './types';

const product = (id: number) => PRODUCTS.find((p) => p.id === id)!;
const SOLD_BY = 'Rangoli Retail Private Limited, Mumbai';

describe('monthYear', () => {
  it.each([
    ['2026-08', 'August 2026'],
    ['2026-01', 'January 2026'],
    ['2025-12', 'December 2025'],
    ['2026-00', ''],
    ['2026-13', ''],
    ['2026-8', ''],
    ['August 2026', ''],
  ])('%s is %p', (month, words) => {
    expect(monthYear(month)).toBe(words);
  });

  it('writes the month as en-IN does', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m += 1) {
      const yyyyMm = `2026-${String(m).padStart(2, '0')}`;
      expect(monthYear(yyyyMm)).toBe(intl.format(new Date(`${yyyyMm}-15T00:00:00Z`)));
    }
  });
});

describe('garmentNetQuantity', () => {
  it('is 1 set for the sets of the catalogue and 1 N for every other garment', () => {
    const sets = PRODUCTS.filter((p) => p.category !== 'Beauty' && garmentNetQuantity(p) === '1 set');
    expect(sets.map((p) => p.id)).toEqual([4, 6, 19, 27, 40, 41, 50]);
    expect(garmentNetQuantity(product(2))).toBe('1 N'); // a saree, its blouse piece in the same length
    expect(garmentNetQuantity({ type: 'Kurta', name: 'Sunset Kurta' })).toBe('1 N');
    expect(garmentNetQuantity({ type: 'Kurta', name: 'Kurta SET' })).toBe('1 set');
  });
});

describe('beautyNetQuantity', () => {
  const perfume = { size: ['30ml', '50ml'], netQuantity: { '30ml': '30 ml', '50ml': '50 ml' } };

  it("is the only size's, else each size's", () => {
    expect(beautyNetQuantity(perfume)).toBe('30 ml or 50 ml, by the size chosen');
    expect(beautyNetQuantity({ size: ['One Size'], netQuantity: { 'One Size': '3.6 g' } })).toBe('3.6 g');
    expect(beautyNetQuantity({ size: ['One Size'] })).toBe('');
  });
});

describe('returnsText', () => {
  it('gives garments the return window, and beauty only unopened', () => {
    expect(returnsText('Women')).toBe('Return or exchange within 30 days of delivery');
    expect(returnsText('Beauty')).toBe(
      'Return or exchange within 30 days of delivery if unopened, with its seal intact',
    );
  });
});

describe('productFacts', () => {
  it('an Indian garment: its manufacturer, 1 N, its care', () => {
    expect(productFacts(product(1))).toEqual({
      countryOfOrigin: 'India',
      soldBy: SOLD_BY,
      returns: 'Return or exchange within 30 days of delivery',
      maker: { role: 'Manufacturer', party: BRAND_FACTS.Biba!.manufacturer },
      netQuantity: '1 N',
      care: 'Dry clean only',
    });
  });

  it('an imported garment names its importer, never a manufacturer', () => {
    const facts = productFacts(product(10));
    expect(facts.countryOfOrigin).toBe('Turkey');
    expect(facts.maker).toEqual({ role: 'Importer', party: BRAND_FACTS.Zara!.importer });
  });

  it('a set is 1 set; the product without a brand names its workshop', () => {
    expect(productFacts(product(4)).netQuantity).toBe('1 set');
    expect(productFacts(product(45)).maker).toEqual({
      role: 'Manufacturer',
      party: UNBRANDED_FACTS.manufacturer,
    });
  });

  it('a beauty product with a packer: every fact of the pack', () => {
    expect(productFacts(product(62))).toEqual({
      countryOfOrigin: 'India',
      soldBy: SOLD_BY,
      returns: 'Return or exchange within 30 days of delivery if unopened, with its seal intact',
      maker: { role: 'Manufacturer', party: BRAND_FACTS.Mamaearth!.manufacturer },
      packer: BRAND_FACTS.Mamaearth!.packer,
      netQuantity: '120 ml',
      manufactured: 'September 2026',
      bestBefore: 'Use within 24 months of manufacture',
      ingredients: product(62).ingredients,
    });
  });

  it('an imported beauty product without a packer', () => {
    const facts = productFacts(product(59));
    expect(facts.maker).toEqual({ role: 'Importer', party: BRAND_FACTS["L'Oréal Paris"]!.importer });
    expect(facts).not.toHaveProperty('packer');
    expect(facts.netQuantity).toBe('30 ml');
    expect(facts.manufactured).toBe('May 2026');
  });

  it('names a packer only where it is not the maker', () => {
    const made = { ...product(62), brand: 'Biotique' };
    expect(productFacts(made)).not.toHaveProperty('packer');
  });

  it('a beauty product in two sizes gives each size its net quantity', () => {
    expect(productFacts(product(64)).netQuantity).toBe('30 ml or 50 ml, by the size chosen');
  });

  it('has every fact for every product of the catalogue', () => {
    for (const p of PRODUCTS) {
      const facts = productFacts(p);
      const keys = p.category === 'Beauty' ? ['manufactured', 'bestBefore', 'ingredients'] : ['care'];
      for (const key of keys) expect([p.id, key, facts[key as keyof typeof facts]]).not.toContain(undefined);
      expect([
        p.id,
        facts.netQuantity !== '',
        facts.maker.party.name !== 'Rangoli Retail Private Limited',
      ]).toEqual([p.id, true, true]);
    }
  });

  it('a made-up product without the facts: made in India, and the seller named when the brand table has no one', () => {
    const bare: Product = { ...product(10), brand: 'Unknown' };
    delete (bare as { countryOfOrigin?: string }).countryOfOrigin;
    delete (bare as { care?: string }).care;
    const facts = productFacts(bare);
    expect(facts.countryOfOrigin).toBe('India');
    expect(facts.maker).toEqual({
      role: 'Manufacturer',
      party: {
        name: 'Rangoli Retail Private Limited',
        address: '221 Linking Road, Bandra West, Mumbai 400050',
      },
    });
    expect(facts).not.toHaveProperty('care');
    const bareBeauty: Product = { ...product(56) };
    for (const key of ['manufactured', 'shelfLifeMonths', 'ingredients', 'netQuantity'] as const)
      delete bareBeauty[key];
    expect(productFacts(bareBeauty)).toEqual({
      countryOfOrigin: 'India',
      soldBy: SOLD_BY,
      returns: returnsText('Beauty'),
      maker: { role: 'Manufacturer', party: BRAND_FACTS.Lakmé!.manufacturer },
      netQuantity: '',
    });
  });
});

describe('netQuantityMeasure', () => {
  it("is the first size's net quantity as a number and a unit", () => {
    expect(netQuantityMeasure(product(64))).toEqual({ value: 30, unitCode: 'MLT', unitText: 'ml' });
    expect(netQuantityMeasure(product(58))).toEqual({ value: 0.35, unitCode: 'GRM', unitText: 'g' });
  });

  it('is undefined for a garment, a product without sizes or a quantity it cannot read', () => {
    expect(netQuantityMeasure(product(1))).toBeUndefined();
    expect(netQuantityMeasure({ size: [], netQuantity: {} })).toBeUndefined();
    expect(
      netQuantityMeasure({ size: ['One Size'], netQuantity: { 'One Size': 'a little' } }),
    ).toBeUndefined();
    expect(
      netQuantityMeasure({ size: ['One Size'], netQuantity: { 'One Size': '4.2 g extra' } }),
    ).toBeUndefined();
  });
});
