import fc from 'fast-check';
import { PRODUCTS, kindSizes, sizeKindOf, type Product } from '@/features/catalog';
import { SIZE_KINDS, type SizeKind } from '@/shared/lib/sizeKinds';
import {
  HALF_LIFE_DAYS,
  SAME_BRAND_WEIGHT,
  lineWeight,
  recommendSize,
  type FitOutcome,
  type SizeHistoryLine,
} from './recommendSize';

const product = (id: number): Product => PRODUCTS.find((p) => p.id === id)!;
/** Libas Cotton Straight Kurta with Palazzo: women's tops, S-XL, every size in stock. */
const KURTA = product(4);
/** Only Oversized Denim Jacket: women's tops, S-L, L sold out. */
const JACKET = product(12);

let orderNumber = 100;
/** A history line of women's tops, by default a Biba kurta kept in M, placed on 1 Nov 2026. */
function line(over: Partial<SizeHistoryLine> = {}): SizeHistoryLine {
  orderNumber += 1;
  return {
    orderId: `ORD-${orderNumber}`,
    date: '2026-11-01T06:30:00.000Z',
    productId: 1,
    name: 'Chanderi Silk Anarkali Kurta',
    brand: 'Biba',
    kind: 'women-tops',
    size: 'M',
    outcome: 'kept',
    ...over,
  };
}

const daysBefore = (iso: string, days: number) => new Date(Date.parse(iso) - days * 86_400_000).toISOString();

describe('recommendSize', () => {
  it.each<[string, SizeHistoryLine[], Product, string | null, string | null]>([
    ['no history', [], KURTA, null, null],
    ['a kept M', [line()], KURTA, 'M', 'You kept M in Chanderi Silk Anarkali Kurta'],
    [
      'an M returned as too small',
      [line({ outcome: 'tooSmall' })],
      KURTA,
      'L',
      'You returned M as too small',
    ],
    [
      'an M returned as too large',
      [line({ outcome: 'tooLarge' })],
      KURTA,
      'S',
      'You returned M as too large',
    ],
    [
      'an XL too small stays XL, the top',
      [line({ size: 'XL', outcome: 'tooSmall' })],
      KURTA,
      'XL',
      'You returned XL as too small',
    ],
    [
      'an S too large stays S, the bottom',
      [line({ size: 'S', outcome: 'tooLarge' })],
      KURTA,
      'S',
      'You returned S as too large',
    ],
    ['another kind is not used', [line({ kind: 'men-tops' })], KURTA, null, null],
    ['a size not in the kind is not used', [line({ size: '32' })], KURTA, null, null],
    ['a line without a date is not used', [line({ date: 'not a date' })], KURTA, null, null],
    ['Beauty has no sizes to recommend', [line()], product(56), null, null],
    [
      'a kept XL the jacket lacks: its nearest, L',
      [line({ size: 'XL' })],
      JACKET,
      'L',
      'You kept XL in Chanderi Silk Anarkali Kurta',
    ],
    [
      'an older kept M and a newer too-small M: L',
      [line({ date: daysBefore('2026-11-01T06:30:00.000Z', 30) }), line({ outcome: 'tooSmall' })],
      KURTA,
      'L',
      'You returned M as too small',
    ],
    [
      'a newer kept M outweighs an older too-small M',
      [line(), line({ outcome: 'tooSmall', date: daysBefore('2026-11-01T06:30:00.000Z', 30) })],
      KURTA,
      'M',
      'You kept M in Chanderi Silk Anarkali Kurta',
    ],
    [
      'a kept XL and an S too small: still XL (the S says nothing for M)',
      [line({ size: 'XL', name: 'Wrap Dress' }), line({ size: 'S', outcome: 'tooSmall' })],
      KURTA,
      'XL',
      'You kept XL in Wrap Dress',
    ],
    [
      'the same brand outweighs a newer line of another brand',
      [
        line({
          brand: 'Libas',
          size: 'L',
          name: 'Libas Kurti',
          date: daysBefore('2026-11-01T06:30:00.000Z', 60),
        }),
        line({ brand: 'Zara', size: 'S', name: 'Zara Top' }),
      ],
      KURTA,
      'L',
      'You kept L in Libas Kurti',
    ],
    [
      'without the brand, the newer line wins',
      [
        line({ brand: 'Aurelia', size: 'L', date: daysBefore('2026-11-01T06:30:00.000Z', 60) }),
        line({ brand: 'Zara', size: 'S', name: 'Zara Top' }),
      ],
      KURTA,
      'S',
      'You kept S in Zara Top',
    ],
    [
      'on an even tie, the smaller size',
      [line({ size: 'S', name: 'A' }), line({ size: 'L', name: 'B' })],
      KURTA,
      'S',
      'You kept S in A',
    ],
    [
      'two too-small returns: one size above the bigger',
      [line({ size: 'S', outcome: 'tooSmall' }), line({ size: 'M', outcome: 'tooSmall' })],
      KURTA,
      'L',
      'You returned M as too small',
    ],
  ])('%s', (_name, history, target, size, reason) => {
    const result = recommendSize(history, target);
    expect(result?.size ?? null).toBe(size);
    const said =
      result === null
        ? null
        : result.reason.outcome === 'kept'
          ? `You kept ${result.reason.size} in ${result.reason.productName}`
          : `You returned ${result.reason.size} as ${result.reason.outcome === 'tooSmall' ? 'too small' : 'too large'}`;
    expect(said).toBe(reason);
  });

  it('recommends the size below one returned as too large, not the smallest', () => {
    expect(recommendSize([line({ size: 'XL', outcome: 'tooLarge' })], KURTA)?.size).toBe('L');
    const both = [line({ size: 'XL', outcome: 'tooLarge' }), line({ size: 'S', outcome: 'tooSmall' })];
    expect(recommendSize(both, KURTA)?.size).toBe('L');
    expect(recommendSize(both, KURTA)?.reason).toEqual({ outcome: 'tooLarge', size: 'XL' });
  });

  it('names the heaviest line as the reason, whichever comes first', () => {
    const older = line({ name: 'Older', date: '2026-01-01T00:00:00.000Z' });
    const newer = line({ name: 'Newer', date: '2026-10-01T00:00:00.000Z' });
    expect(recommendSize([older, newer], KURTA)?.reason).toMatchObject({ productName: 'Newer' });
    expect(recommendSize([newer, older], KURTA)?.reason).toMatchObject({ productName: 'Newer' });
    const a = line({ name: 'A', brand: 'Zara' });
    const b = line({ name: 'B', brand: 'Zara' });
    expect(recommendSize([a, b], KURTA)?.reason).toMatchObject({ productName: 'A' });
  });

  it('says when the recommended size is sold out, and never picks another for it', () => {
    const result = recommendSize([line({ size: 'L' })], JACKET);
    expect(result).toMatchObject({ size: 'L', soldOut: true });
    expect(recommendSize([line({ size: 'M' })], JACKET)).toMatchObject({ size: 'M', soldOut: false });
  });

  it('lists the lines it used, newest first, and leaves out the others', () => {
    const first = line({ date: '2026-01-01T00:00:00.000Z' });
    const second = line({ date: '2026-06-01T00:00:00.000Z', outcome: 'tooSmall' });
    const men = line({ kind: 'men-tops' });
    const third = line({ date: '2026-03-01T00:00:00.000Z', size: 'L' });
    expect(recommendSize([first, men, second, third], KURTA)?.used).toEqual([second, third, first]);
  });

  it('weighs the same brand twice, and halves a line every HALF_LIFE_DAYS', () => {
    const date = '2026-11-01T06:30:00.000Z';
    const zara = lineWeight({ date, brand: 'Zara' }, { brand: 'Biba' });
    expect(lineWeight({ date, brand: 'Biba' }, { brand: 'Biba' })).toBeCloseTo(SAME_BRAND_WEIGHT * zara);
    expect(lineWeight({ date, brand: ' biba ' }, { brand: 'Biba' })).toBeCloseTo(SAME_BRAND_WEIGHT * zara);
    expect(lineWeight({ date }, { brand: 'Biba' })).toBe(zara);
    expect(lineWeight({ date, brand: 'Biba' }, {})).toBe(zara);
    expect(lineWeight({ date: daysBefore(date, HALF_LIFE_DAYS), brand: 'Zara' }, {})).toBeCloseTo(zara / 2);
    expect(lineWeight({ date: '2020-01-01T00:00:00.000Z' }, {})).toBe(1);
    expect(lineWeight({ date: '' }, {})).toBe(0);
  });
});

describe('recommendSize, properties', () => {
  /** Garment products of each kind, and the kinds' sizes. */
  const garments = PRODUCTS.filter((p) => sizeKindOf(p) !== null);
  const garment = fc.constantFrom(...garments);
  const outcome = fc.constantFrom<FitOutcome>('kept', 'tooSmall', 'tooLarge');
  // Whole days over twenty years around today's: the weights' spread stays far inside a double's.
  const date = fc
    .integer({ min: Date.UTC(2015, 0, 1) / 86_400_000, max: Date.UTC(2035, 0, 1) / 86_400_000 })
    .map((day) => new Date(day * 86_400_000).toISOString());
  const brand = fc.option(fc.constantFrom('Biba', 'Libas', 'Zara', 'Puma', "Levi's"), { nil: undefined });
  const kind = fc.constantFrom<SizeKind>(...SIZE_KINDS);
  const historyLine: fc.Arbitrary<SizeHistoryLine> = kind.chain((k) =>
    fc.record<SizeHistoryLine>({
      orderId: fc.constantFrom('ORD-001', 'ORD-004', 'ORD-005'),
      date,
      productId: fc.integer({ min: 1, max: 70 }),
      name: fc.constantFrom('Kurta', 'Top', 'Jeans'),
      brand,
      kind: fc.constant(k),
      size: fc.constantFrom(...kindSizes(k), 'One Size'),
      outcome,
    }),
  );
  const history = fc.array(historyLine, { maxLength: 12 });
  /** A product with some of its kind's sizes (random ones too: the catalogue's are mostly all). */
  const product = garment.chain((p) =>
    fc
      .subarray(kindSizes(sizeKindOf(p)!) as string[], { minLength: 1 })
      .chain((sizes) => fc.constantFrom(p, { ...p, size: sizes })),
  );
  const rank = (p: Product, size: string | undefined) =>
    size === undefined ? -1 : kindSizes(sizeKindOf(p)!).indexOf(size);

  it('never recommends a size the product does not come in', () => {
    fc.assert(
      fc.property(history, product, (h, p) => {
        const result = recommendSize(h, p);
        return result === null || p.size.includes(result.size);
      }),
    );
  });

  it('recommends something exactly when a line of the kind, in one of its sizes, is in the history', () => {
    fc.assert(
      fc.property(history, product, (h, p) => {
        const k = sizeKindOf(p)!;
        const usable = h.some((l) => l.kind === k && kindSizes(k).includes(l.size));
        return (recommendSize(h, p) !== null) === usable;
      }),
    );
  });

  it('a return as too small, of any size, never moves the recommendation down', () => {
    fc.assert(
      fc.property(history, product, historyLine, (h, p, extra) => {
        const returned = { ...extra, kind: sizeKindOf(p)!, outcome: 'tooSmall' as const };
        const before = recommendSize(h, p);
        const after = recommendSize([...h, returned], p);
        // With no recommendation before, any is an answer: nothing to move down from.
        return before === null || rank(p, after?.size) >= rank(p, before.size);
      }),
    );
  });

  it("returning a catalogue product's size as too small, alone, recommends its next size up", () => {
    // The catalogue's garments come in consecutive sizes of their kind, smallest first.
    fc.assert(
      fc.property(garment, date, brand, (p, d, b) => {
        const k = sizeKindOf(p)!;
        const kept = { ...line({ kind: k, size: p.size[0]!, date: d }), ...(b && { brand: b }) };
        const returned = { ...kept, outcome: 'tooSmall' as const };
        const next = p.size[1] ?? p.size[0];
        return recommendSize([returned], p)?.size === next && recommendSize([kept], p)?.size === p.size[0];
      }),
    );
  });

  it('does not depend on the order of the history', () => {
    fc.assert(
      fc.property(history, product, (h, p) => {
        const forward = recommendSize(h, p);
        const backward = recommendSize([...h].reverse(), p);
        return forward?.size === backward?.size;
      }),
    );
  });

  it('lists as used only lines of the kind, each once', () => {
    fc.assert(
      fc.property(history, product, (h, p) => {
        const used = recommendSize(h, p)?.used ?? [];
        return (
          used.every((l) => l.kind === sizeKindOf(p) && h.includes(l)) && new Set(used).size === used.length
        );
      }),
    );
  });
});
