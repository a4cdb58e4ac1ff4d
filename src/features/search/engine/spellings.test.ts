import fc from 'fast-check';
import { PRODUCTS, type Product } from '@/features/catalog';
import { initialFilters } from '../searchSlice';
import { createCatalogQueries } from './catalogQueries';
import { searchProducts } from './productSearch';
import { fold, respell, respellQuery, SPELLINGS, transliterate } from './spellings';
import { foldText, queryWords } from './text';

const queries = createCatalogQueries(PRODUCTS, undefined, respellQuery);
const plain = createCatalogQueries(PRODUCTS);
const listing = (q: typeof queries, query: string) =>
  q.listing({ base: { kind: 'search', query }, filters: initialFilters, sort: 'featured', limit: 100 });
const found = (query: string) => listing(queries, query).products.map((p: Product) => p.name);
const finds = (query: string) => searchProducts(PRODUCTS, query).length > 0;

describe('the spellings table', () => {
  it('knows the words Indian shoppers type, and at least 40 more taken from the catalogue', () => {
    const lines = [
      ['saree', 'sari', 'saaree', 'साड़ी'],
      ['kurta', 'kurtha', 'कुर्ता'],
      ['kurti', 'कुर्ती'],
      ['lehenga', 'lehnga', 'lahenga', 'लहंगा'],
      ['sherwani', 'शेरवानी'],
      ['kajal', 'kajol', 'kaajal', 'काजल'],
      ['salwar', 'shalwar', 'सलवार'],
      ['dupatta', 'dupata', 'दुपट्टा'],
      ['pyjama', 'pajama', 'पजामा'],
      ['frock', 'फ्रॉक'],
      ['jeans', 'जींस'],
      ['lipstick', 'लिपस्टिक'],
    ];
    for (const line of lines) {
      const [first, ...others] = line;
      for (const other of others) expect(respell(foldText(other))).toContain(first);
    }
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(lines.length + 40);
  });

  it('has each spelling on one line only, every line with a Latin spelling to look for', () => {
    const all = SPELLINGS.flat().map(foldText);
    expect(new Set(all).size).toBe(all.length);
    for (const line of SPELLINGS) expect(line.some((spelling) => /^[a-z0-9]+$/.test(spelling))).toBe(true);
  });

  it('names in Hindi the categories, types and colours the catalogue has', () => {
    const words = new Set(SPELLINGS.map((line) => line[0]));
    const used = new Set(
      PRODUCTS.flatMap((p) => queryWords([p.category, p.type ?? '', p.color].join(' '))).filter(
        (word) => word.length > 2,
      ),
    );
    for (const word of [
      'women',
      'men',
      'kids',
      'beauty',
      'kurta',
      'saree',
      'lehenga',
      'red',
      'blue',
      'black',
    ])
      expect(used.has(word) && words.has(word)).toBe(true);
  });
});

describe('fold', () => {
  it("folds as the search engine's foldText does", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        // Apart from dotted and ampersand initials, which foldText joins and fold leaves: looked
        // for in the folded text, since an apostrophe or an accent dropped can make them ("A&'A").
        fc.pre(!/(\p{L})[.&](?=\p{L})/u.test(fold(text)));
        expect(fold(text)).toBe(foldText(text));
      }),
    );
    expect(fold("Levi's Lakmé साड़ी")).toBe(foldText("Levi's Lakmé साड़ी"));
    expect([fold("A&'A"), foldText("A&'A")]).toEqual(['a&a', 'aa']);
  });
});

describe('transliterate', () => {
  it.each([
    ['जींस', 'jeens'],
    ['कुर्ता', 'kurtaa'],
    ['साड़ी', 'saaree'],
    ['फ़्रॉक', 'frok'],
    ['लाल', 'laal'],
    ['काजल', 'kaajal'],
    ['दुपट्टा', 'dupattaa'],
    ['ऊन', 'oon'],
  ])('%s → %s', (devanagari, latin) => {
    expect(transliterate(devanagari)).toBe(latin);
  });

  it('leaves Latin letters as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]*$/), (word) => expect(transliterate(word)).toBe(word)),
    );
  });
});

describe('respell', () => {
  it("lists a known word's other spellings, the catalogue's first", () => {
    expect(respell('sari')[0]).toBe('saree');
    expect(respell(foldText('साड़ी'))[0]).toBe('saree');
  });

  it('says nothing of a Latin word the table does not know', () => {
    expect(respell('shirtt')).toEqual([]);
  });

  it('transliterates a Devanagari word the table does not know, as typed and with short vowels', () => {
    expect(respell('बोम्बर')).toEqual(['bombar']);
    expect(respell('जीनस')).toEqual(['jeenas', 'jinas']);
  });

  it('finds a transliteration the table knows', () => {
    expect(respell(foldText('चिकनकारी'))).toContain('chikankari');
  });
});

describe('respellQuery', () => {
  it('replaces each word that finds nothing by the first of its spellings that finds something', () => {
    expect(respellQuery('silk sari', finds)).toBe('silk saree');
    expect(respellQuery('लाल कुर्ता', finds)).toBe('red kurta');
  });

  it('leaves a query alone when no word could be bettered', () => {
    expect(respellQuery('shirt', finds)).toBeUndefined();
    expect(respellQuery('qwerty', finds)).toBeUndefined();
  });
});

describe('search with the spellings table', () => {
  it.each([
    ['sari', ['Banarasi Silk Saree with Blouse Piece', 'Printed Chiffon Saree']],
    ['साड़ी', ['Banarasi Silk Saree with Blouse Piece', 'Printed Chiffon Saree']],
    ['lehnga', ['Embroidered Georgette Lehenga Set', 'Festive Lehenga Choli Set']],
    ['लहंगा', ['Embroidered Georgette Lehenga Set', 'Festive Lehenga Choli Set']],
    ['kajol', ['Colossal Kajal']],
    ['काजल', ['Colossal Kajal']],
    ['शेरवानी', ['Silk Blend Embroidered Sherwani Set']],
    ['पजामा', ['Cotton Kurta Pyjama Set']],
    ['silk sari', ['Banarasi Silk Saree with Blouse Piece']],
    ['लाल कुर्ता', ['Mirror Work Kurta Sharara Set']],
  ])('"%s" finds %j', (query, expected) => {
    expect([...found(query)].sort()).toEqual([...expected].sort());
  });

  it('"कुर्ती" finds what "kurti" finds, the kurti first', () => {
    expect(found('कुर्ती')).toEqual(found('kurti'));
    expect(found('कुर्ती')[0]).toBe('Chikankari Cotton Kurti');
  });

  it('a Devanagari word the table does not know is transliterated and matched at one typo', () => {
    // 'बॉम्बर' → 'bombar', one letter from the catalogue's 'bomber'.
    expect(found('बॉम्बर')).toEqual(['Padded Bomber Jacket']);
  });

  it('never changes a query that finds anything as typed: English queries rank as before', () => {
    const words = [...new Set(PRODUCTS.flatMap((p) => queryWords(`${p.name} ${p.brand ?? ''} ${p.color}`)))];
    fc.assert(
      fc.property(fc.subarray(words, { minLength: 1, maxLength: 2 }), fc.boolean(), (picked, cut) => {
        const query = picked.map((w) => (cut && w.length > 4 ? w.slice(0, -1) : w)).join(' ');
        const before = listing(plain, query);
        fc.pre(before.baseTotal > 0);
        expect(listing(queries, query)).toEqual(before);
      }),
    );
  });

  it('suggests for these queries too: a category by its Hindi name, products by a Hinglish spelling', () => {
    const suggested = (query: string) =>
      queries
        .suggest(query)
        .map((s) => (s.kind === 'product' ? s.product.name : s.kind === 'category' ? s.category : s.brand));
    expect(suggested('महिला')[0]).toBe('Women');
    expect(suggested('बच्चे')[0]).toBe('Kids');
    expect(plain.suggest('महिला')).toEqual([]);
    expect(suggested('sari')).toEqual(
      expect.arrayContaining(['Printed Chiffon Saree', 'Banarasi Silk Saree with Blouse Piece']),
    );
  });
});
