import { PRODUCTS, type Product } from '@/features/catalog';
import {
  indexBuildCount,
  searchProducts,
  suggestBrands,
  suggestCategories,
  suggestFor,
  suggestProducts,
} from './productSearch';
import { foldText, queryWords, transpositions } from './text';

const ids = (products: readonly Product[]) => products.map((p) => p.id);
const search = (query: string) => searchProducts(PRODUCTS, query);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const idsWhere = (pred: (p: Product) => boolean) => ids(PRODUCTS.filter(pred));

describe('text folding', () => {
  it('folds case, accents, apostrophes and dotted or ampersand initials', () => {
    expect(foldText("Levi's")).toBe('levis');
    expect(foldText('Lakmé')).toBe('lakme');
    expect(foldText("L'Oréal Paris")).toBe('loreal paris');
    expect(queryWords('U.S. Polo Assn.')).toEqual(['us', 'polo', 'assn']);
    expect(foldText('H&M')).toBe('hm');
    expect(queryWords('  T-Shirt,  BLUE ')).toEqual(['t', 'shirt', 'blue']);
  });

  it('lists the swapped-neighbour spellings of a word', () => {
    expect(transpositions('shrit')).toEqual(expect.arrayContaining(['shirt', 'hsrit', 'srhit', 'shrti']));
    expect(transpositions('moon')).not.toContain('moon');
  });
});

describe('searchProducts: matching', () => {
  it('"women" returns exactly the 20 Women products (and "men" none of them)', () => {
    expect(sorted(ids(search('women')))).toEqual(idsWhere((p) => p.category === 'Women'));
    expect(ids(search('women'))).toHaveLength(20);
    expect(sorted(ids(search('men')))).toEqual(idsWhere((p) => p.category === 'Men'));
  });

  it('is case-insensitive', () => {
    expect(ids(search('WoMeN'))).toEqual(ids(search('women')));
    expect(ids(search('SILK'))).toEqual(ids(search('silk')));
  });

  it('"levis jeans" returns only Levi\'s jeans, with or without the apostrophe', () => {
    const levisJeans = idsWhere((p) => p.brand === "Levi's" && p.type === 'Jeans');
    expect(levisJeans.length).toBeGreaterThan(1);
    expect(sorted(ids(search('levis jeans')))).toEqual(levisJeans);
    expect(sorted(ids(search("Levi's Jeans")))).toEqual(levisJeans);
  });

  it('matches over name, brand, category, type and colour', () => {
    expect(ids(search('chanderi'))).toEqual([1]); // name
    expect(sorted(ids(search('biba')))).toEqual(idsWhere((p) => p.brand === 'Biba')); // brand
    expect(sorted(ids(search('beauty')))).toEqual(idsWhere((p) => p.category === 'Beauty')); // category
    expect(sorted(ids(search('lehenga')))).toEqual(idsWhere((p) => p.type === 'Lehenga')); // type (and name)
    expect(sorted(ids(search('camel')))).toEqual(idsWhere((p) => p.color === 'Camel')); // colour
  });

  it('requires every word to match (AND), across fields', () => {
    expect(ids(search('silk saree'))).toEqual([2]);
    expect(ids(search('blue kurta'))).toEqual([4]);
    expect(sorted(ids(search('kids jacket')))).toEqual(
      idsWhere((p) => p.category === 'Kids' && p.type === 'Jacket'),
    );
    expect(search('nike jeans')).toEqual([]);
  });

  it('folds accents, apostrophes and initials in brand names', () => {
    expect(sorted(ids(search('lakme')))).toEqual(idsWhere((p) => p.brand === 'Lakmé'));
    expect(sorted(ids(search('Lakmé')))).toEqual(idsWhere((p) => p.brand === 'Lakmé'));
    expect(sorted(ids(search('loreal')))).toEqual(idsWhere((p) => p.brand === "L'Oréal Paris"));
    expect(sorted(ids(search('us polo')))).toEqual(idsWhere((p) => p.brand === 'U.S. Polo Assn.'));
    expect(sorted(ids(search('h&m')))).toEqual(idsWhere((p) => p.brand === 'H&M'));
  });

  it('matches words of 3+ letters as a prefix', () => {
    expect(sorted(ids(search('jean')))).toEqual(idsWhere((p) => p.type === 'Jeans'));
    expect(ids(search('chander'))).toEqual([1]);
  });

  it('returns nothing for a blank, whitespace-only or punctuation-only query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search(' & - ')).toEqual([]);
    expect(search('zzzzqq')).toEqual([]);
  });
});

describe('searchProducts: one typo per word of 4+ letters', () => {
  const shirts = idsWhere((p) => p.type === 'Shirt');

  it('"shrit" (two letters swapped) finds the shirts', () => {
    expect(ids(search('shrit'))).toEqual(expect.arrayContaining(shirts));
    expect(
      ids(search('shrit'))
        .slice(0, shirts.length)
        .sort((a, b) => a - b),
    ).toEqual(shirts);
  });

  it('tolerates a wrong, missing or extra letter', () => {
    expect(sorted(ids(search('jeens')))).toEqual(idsWhere((p) => p.type === 'Jeans')); // wrong
    expect(ids(search('lipstik'))).toEqual(expect.arrayContaining([56, 57])); // missing
    expect(ids(search('kurrta'))).toEqual(expect.arrayContaining([1, 4, 8, 28])); // extra
    expect(sorted(ids(search('levsi')))).toEqual(idsWhere((p) => p.brand === "Levi's")); // swapped
  });

  it('tolerates one typo in each word of a multi-word query', () => {
    expect(sorted(ids(search('levsi jeens')))).toEqual(
      idsWhere((p) => p.brand === "Levi's" && p.type === 'Jeans'),
    );
  });

  it('does not tolerate two typos in one word', () => {
    expect(search('shrut')).toEqual([]);
    expect(search('jaenz')).toEqual([]);
  });

  it('does not tolerate typos in words shorter than 4 letters', () => {
    expect(search('rde')).toEqual([]);
    expect(search('tpo')).toEqual([]);
    expect(ids(search('top'))).toEqual(expect.arrayContaining([7, 16, 18]));
  });
});

describe('searchProducts: relevance order', () => {
  it('ranks a name match above a colour match', () => {
    // 63 has "Gold" in its name; 40 is gold-coloured.
    expect(ids(search('gold'))).toEqual([63, 40]);
  });

  it('ranks exact matches above typo and prefix matches', () => {
    const nike = ids(search('nike'));
    expect(nike.slice(0, 3).sort((a, b) => a - b)).toEqual(idsWhere((p) => p.brand === 'Nike'));
    expect(nike.at(-1)).toBe(67); // "Just In Nine ..." (one typo away) comes last
    const max = ids(search('max'));
    expect(max.slice(0, 2)).toEqual([18, 53]); // the brand Max before the Maxi dress
    expect(max.at(-1)).toBe(9);
  });

  it('keeps catalogue order among equally relevant products', () => {
    expect(ids(search('women'))).toEqual(idsWhere((p) => p.category === 'Women'));
  });
});

describe('the index', () => {
  it('is built once per catalogue array', () => {
    const catalog = PRODUCTS.slice();
    const before = indexBuildCount();
    searchProducts(catalog, 'silk');
    searchProducts(catalog, 'kurta');
    suggestProducts(catalog, 'sa');
    expect(indexBuildCount()).toBe(before + 1);
    searchProducts(catalog.slice(), 'silk');
    expect(indexBuildCount()).toBe(before + 2);
  });
});

describe('suggestions', () => {
  it('offers at most 6 products, matching words as prefixes while typing', () => {
    expect(suggestProducts(PRODUCTS, 'ku').length).toBe(6);
    expect(ids(suggestProducts(PRODUCTS, 'chan'))).toEqual([1]);
  });

  it('offers categories whose name starts with the query', () => {
    expect(suggestCategories('wom')).toEqual(['Women']);
    expect(suggestCategories('men')).toEqual(['Men']);
    expect(suggestCategories('be')).toEqual(['Beauty']);
    expect(suggestCategories('xyz')).toEqual([]);
  });

  it('offers up to 3 brands whose words start with the query words', () => {
    expect(suggestBrands(PRODUCTS, 'lev')).toEqual(["Levi's"]);
    expect(suggestBrands(PRODUCTS, 'body')).toEqual(['The Body Shop']);
    expect(suggestBrands(PRODUCTS, 'ma')).toHaveLength(3);
  });

  it('lists categories, then brands, then products', () => {
    const kinds = suggestFor(PRODUCTS, 'levi').map((s) => s.kind);
    expect(kinds[0]).toBe('brand');
    expect(kinds.slice(1).every((k) => k === 'product')).toBe(true);
    expect(suggestFor(PRODUCTS, 'wom')[0]).toEqual({ kind: 'category', category: 'Women' });
  });
});
