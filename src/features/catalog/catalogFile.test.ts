import { repeatedCatalog } from '@/test/catalogs';
import { decodeCatalog, encodeCatalog } from './catalogFile';
import { artOf, toEntry, withDerivedFields } from './productFields';
import { PRODUCTS } from './products';

describe('the compact catalogue file', () => {
  it('gives back the very products it was written from, stock and all', () => {
    const file = encodeCatalog(PRODUCTS.map(toEntry));
    expect(decodeCatalog(file)).toEqual(PRODUCTS);
    // A product with stock per size keeps it; one without has no stock field.
    const withStock = PRODUCTS.find((p) => p.stock)!;
    expect(decodeCatalog(file).find((p) => p.id === withStock.id)!.stock).toEqual(withStock.stock);
    expect('stock' in decodeCatalog(file).find((p) => !PRODUCTS[p.id - 1]!.stock)!).toBe(false);
  });

  it('lists each shared value once, and survives JSON', () => {
    const file = encodeCatalog(PRODUCTS.map(toEntry));
    expect(file.categories).toEqual(['Women', 'Men', 'Kids', 'Beauty']);
    expect(new Set(file.brands).size).toBe(file.brands.length);
    expect(file.rows).toHaveLength(70);
    expect(decodeCatalog(JSON.parse(JSON.stringify(file)))).toEqual(PRODUCTS);
  });

  it("lists the facts of 'Product information' once, and gives each product its own back", () => {
    const file = encodeCatalog(PRODUCTS.map(toEntry));
    // The garments share a few (a country and a care label); each Beauty product has its own pack.
    expect(file.facts.length).toBeLessThan(PRODUCTS.length);
    expect(new Set(file.facts.map((facts) => JSON.stringify(facts))).size).toBe(file.facts.length);
    const decoded = decodeCatalog(file);
    for (const p of PRODUCTS) {
      const { countryOfOrigin, care, netQuantity, manufactured, shelfLifeMonths, ingredients } =
        decoded[p.id - 1]!;
      expect({ countryOfOrigin, care, netQuantity, manufactured, shelfLifeMonths, ingredients }).toEqual({
        countryOfOrigin: p.countryOfOrigin,
        care: p.care,
        netQuantity: p.netQuantity,
        manufactured: p.manufactured,
        shelfLifeMonths: p.shelfLifeMonths,
        ingredients: p.ingredients,
      });
    }
    // A product without any (a made-up one) has none, and no key for them.
    const { countryOfOrigin: _c, care: _care, ...bare } = toEntry(PRODUCTS[0]!);
    const [row] = encodeCatalog([bare]).rows;
    expect(row![13]).toBe(-1);
    expect(decodeCatalog(encodeCatalog([bare]))[0]).not.toHaveProperty('countryOfOrigin');
  });

  it('is about a third of the size of the plain products', () => {
    const plain = JSON.stringify(PRODUCTS.map(toEntry)).length;
    expect(JSON.stringify(encodeCatalog(PRODUCTS.map(toEntry))).length).toBeLessThan(plain * 0.6);
  });

  it('ends a row with the ratings by stars when the product has them, and leaves them out otherwise', () => {
    const file = encodeCatalog(PRODUCTS.map(toEntry));
    expect(file.rows[0]).toHaveLength(15);
    expect(file.rows[0]![14]).toEqual(PRODUCTS[0]!.ratingCounts);
    expect(decodeCatalog(file)[0]!.ratingCounts).toEqual(PRODUCTS[0]!.ratingCounts);
    const { ratingCounts: _counts, ...without } = toEntry(PRODUCTS[0]!);
    const bare = encodeCatalog([without]);
    // A catalogue without them (the bench's) ends its rows with the facts, 14 values long.
    expect(bare.rows[0]).toHaveLength(14);
    expect(decodeCatalog(bare)[0]).not.toHaveProperty('ratingCounts');
  });

  it("keeps a synthetic product's borrowed artwork", () => {
    const synthetic = repeatedCatalog(500);
    const borrowed = synthetic.find((p) => artOf(p) !== p.id)!;
    expect(toEntry(borrowed).art).toBe(artOf(borrowed));
    expect(decodeCatalog(encodeCatalog(synthetic.map(toEntry)))).toEqual(synthetic);
  });
});

describe('entries and derived fields', () => {
  it('an entry of the real catalogue has no art; its image is its own', () => {
    expect(toEntry(PRODUCTS[4]!)).not.toHaveProperty('art');
    expect(withDerivedFields(toEntry(PRODUCTS[4]!)).image).toBe('/assets/products/5.svg');
    expect(withDerivedFields({ ...toEntry(PRODUCTS[4]!), id: 7001, art: 5 }).image).toBe(
      '/assets/products/5.svg',
    );
  });
});
