import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';
import { BRAND_FACTS, UNBRANDED_FACTS, brandFactsOf, type Party } from './brandFacts';
import { BRANDS } from './brands';
import { INDIA } from './productFacts';
import { PRODUCTS } from './products';

const ROWS = Object.entries(BRAND_FACTS);
const partiesOf = (role: 'manufacturer' | 'importer' | 'packer'): [string, Party][] => [
  ...ROWS.flatMap(([brand, facts]) => (facts[role] ? [[brand, facts[role]] as [string, Party]] : [])),
  ...(UNBRANDED_FACTS[role] ? [['(no brand)', UNBRANDED_FACTS[role]] as [string, Party]] : []),
];

describe('the brand table', () => {
  it('has a row for each of the 36 brands, and none other', () => {
    expect(Object.keys(BRAND_FACTS).sort()).toEqual([...BRANDS].sort());
    expect(ROWS).toHaveLength(36);
  });

  it('gives every product the party its country of origin needs: a manufacturer if made in India, else an importer', () => {
    for (const p of PRODUCTS) {
      const facts = brandFactsOf(p.brand);
      const party = p.countryOfOrigin === INDIA ? facts.manufacturer : facts.importer;
      expect([p.id, p.brand, p.countryOfOrigin, party !== undefined]).toEqual([
        p.id,
        p.brand,
        p.countryOfOrigin,
        true,
      ]);
    }
  });

  it('names only parties some product needs (no importer of a brand made only in India, and so on)', () => {
    for (const [brand, facts] of ROWS) {
      const origins = PRODUCTS.filter((p) => p.brand === brand).map((p) => p.countryOfOrigin);
      expect([brand, 'manufacturer' in facts]).toEqual([brand, origins.includes(INDIA)]);
      expect([brand, 'importer' in facts]).toEqual([brand, origins.some((o) => o !== INDIA)]);
    }
  });

  it('imports the foreign brands that make nothing here', () => {
    for (const brand of [
      'Zara',
      'Mango',
      'H&M',
      'Only',
      'Jack & Jones',
      'Nike',
      'Adidas',
      'Puma',
      'Mothercare',
      'UCB Kids',
      'The Body Shop',
    ]) {
      expect([brand, BRAND_FACTS[brand]!.importer !== undefined, BRAND_FACTS[brand]!.manufacturer]).toEqual([
        brand,
        true,
        undefined,
      ]);
    }
  });

  it.each(['manufacturer', 'importer', 'packer'] as const)(
    'gives a %s one address wherever it is named',
    (role) => {
      const addresses = new Map<string, Set<string>>();
      for (const [, party] of partiesOf(role)) {
        addresses.set(party.name, (addresses.get(party.name) ?? new Set()).add(party.address));
      }
      for (const [name, set] of addresses) expect([name, set.size]).toEqual([name, 1]);
    },
  );

  it('writes every address in India: a PIN code of six digits, then a state or union territory', () => {
    for (const role of ['manufacturer', 'importer', 'packer'] as const) {
      for (const [brand, { name, address }] of partiesOf(role)) {
        const match = /, [^,]+ [1-9]\d{5}, ([^,]+)$/.exec(address);
        expect([
          brand,
          role,
          name.trim() !== '',
          match !== null && [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES].includes(match[1] as never),
        ]).toEqual([brand, role, true, true]);
      }
    }
  });

  it('names a packer only for a brand that sells Beauty, and never its own maker', () => {
    for (const [brand, facts] of ROWS) {
      if (!facts.packer) continue;
      expect([brand, PRODUCTS.some((p) => p.brand === brand && p.category === 'Beauty')]).toEqual([
        brand,
        true,
      ]);
      expect([facts.manufacturer?.name, facts.importer?.name]).not.toContain(facts.packer.name);
    }
  });

  it('has the workshop for the product without a brand, and nothing for a brand it does not know', () => {
    expect(brandFactsOf(undefined)).toBe(UNBRANDED_FACTS);
    expect(brandFactsOf('Biba')).toBe(BRAND_FACTS.Biba);
    expect(brandFactsOf('Gucci')).toEqual({});
  });
});
