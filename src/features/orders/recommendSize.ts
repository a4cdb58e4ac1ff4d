import { isSoldOut, kindSizes, sizeKindOf, type Product } from '@/features/catalog';
import type { SizeKind } from '@/shared/lib/sizeKinds';

/**
 * A size recommended from the shopper's own orders (issue 34): what she kept, and what she sent
 * back as too small or too large, in garments of the same kind (the size guide's kinds). A pure
 * rule: the history is built from the store by `sizeHistoryOf` (sizeHistory.ts).
 *
 * Each line of the history weighs `lineWeight`: twice as much for the product's own brand, and
 * twice as much for every HALF_LIFE_DAYS it is newer. What each line says of the kind's sizes
 * (smallest first, `kindSizes`):
 * - kept: its size fits (a vote for that size);
 * - returned as too small: a bigger size fits (a vote for every size above it; for the top size,
 *   the top size), so one size up wins unless other lines say more;
 * - returned as too large: the size below it fits (a vote for it; for the bottom size, itself).
 * The size with the most weight wins (on a tie, the smaller), then the nearest size the product
 * comes in (on a tie, the bigger: between two sizes, a shopper sizes up).
 *
 * Why a too-small return votes for every bigger size, not only the next one: a shopper who kept XL
 * and sent back an S as too small has said nothing for M. With votes that never fall as the size
 * grows, a ranking that breaks ties the same way whatever the history, and a nearest-size step
 * that keeps the order, a too-small return can never move the recommendation down, whatever else
 * the history holds (recommendSize.test.ts checks it with fast-check). A too-large return does not
 * vote for every smaller size: with ties going to the smaller size, returning an XL would then
 * recommend the smallest size, not L.
 */

/** What became of an order line: kept, or returned (or asked to return) as too small or too large. */
export type FitOutcome = 'kept' | 'tooSmall' | 'tooLarge';

/** One delivered order line of the shopper's, as the recommendation weighs it. */
export interface SizeHistoryLine {
  orderId: string;
  /** ISO timestamp: when the order was placed. */
  date: string;
  productId: number;
  /** The product's name and brand as the order keeps them. */
  name: string;
  brand?: string;
  /** The kind of garment (the catalogue's product: `sizeKindOf`). */
  kind: SizeKind;
  /** The size bought. */
  size: string;
  outcome: FitOutcome;
}

/** Why a size is recommended: the line that weighed most for it. */
export type RecommendationReason =
  | { outcome: 'kept'; size: string; productName: string }
  | { outcome: 'tooSmall'; size: string }
  | { outcome: 'tooLarge'; size: string };

export interface SizeRecommendation {
  /** One of the product's sizes. */
  size: string;
  /** Whether that size is sold out (the page says so; it never picks another for the shopper). */
  soldOut: boolean;
  reason: RecommendationReason;
  /** The lines weighed, newest first ('Why?'). */
  used: readonly SizeHistoryLine[];
}

/** A line's weight halves for every HALF_LIFE_DAYS it is older. */
export const HALF_LIFE_DAYS = 180;
/** A line of the product's own brand weighs this many times more. */
export const SAME_BRAND_WEIGHT = 2;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Weights count from here (any fixed moment would do: only their ratios matter). */
const EPOCH = Date.UTC(2020, 0, 1);

const sameBrand = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * How much a line weighs for `product`: 2^(days since 2020 / HALF_LIFE_DAYS), times
 * SAME_BRAND_WEIGHT for the product's brand. Fixed per line, so a new line never changes the
 * others' weights. 0 for a line without a date that can be read.
 */
export function lineWeight(
  line: Pick<SizeHistoryLine, 'date' | 'brand'>,
  product: Pick<Product, 'brand'>,
): number {
  const time = Date.parse(line.date);
  if (!Number.isFinite(time)) return 0;
  const recency = 2 ** ((time - EPOCH) / (HALF_LIFE_DAYS * DAY_MS));
  return sameBrand(line.brand, product.brand) ? SAME_BRAND_WEIGHT * recency : recency;
}

/** The index in the kind's sizes a line points to: its own size kept, one up too small, one down too large. */
function pointsTo(line: SizeHistoryLine, sizes: readonly string[]): number {
  const index = sizes.indexOf(line.size);
  if (line.outcome === 'tooSmall') return Math.min(index + 1, sizes.length - 1);
  if (line.outcome === 'tooLarge') return Math.max(index - 1, 0);
  return index;
}

/** Whether a line's vote goes to the size at `index` (see the module's comment). */
function votesFor(line: SizeHistoryLine, target: number, index: number): boolean {
  return line.outcome === 'tooSmall' ? index >= target : index === target;
}

function reasonOf(line: SizeHistoryLine): RecommendationReason {
  if (line.outcome === 'kept') return { outcome: 'kept', size: line.size, productName: line.name };
  return { outcome: line.outcome, size: line.size };
}

/**
 * The size to recommend for `product` from the shopper's history, or null: when the product has no
 * garment sizes, comes in none of its kind's sizes, or the history has no line of its kind.
 */
export function recommendSize(
  history: readonly SizeHistoryLine[],
  product: Pick<Product, 'category' | 'type' | 'size' | 'name' | 'brand' | 'stock'>,
): SizeRecommendation | null {
  const kind = sizeKindOf(product);
  if (kind === null) return null;
  const sizes = kindSizes(kind);
  const offered = sizes.flatMap((size, index) => (product.size.includes(size) ? [index] : []));
  const weighed = history
    .filter((line) => line.kind === kind && sizes.includes(line.size))
    .map((line) => ({ line, weight: lineWeight(line, product), target: pointsTo(line, sizes) }))
    .filter(({ weight }) => weight > 0);
  if (offered.length === 0 || weighed.length === 0) return null;

  const scores = sizes.map((_, index) =>
    weighed.reduce((sum, { line, weight, target }) => sum + (votesFor(line, target, index) ? weight : 0), 0),
  );
  // The first highest score: on a tie, the smaller size.
  const best = scores.indexOf(Math.max(...scores));
  // The nearest size the product comes in: on a tie, the bigger one.
  const chosen = offered.reduce((near, index) =>
    Math.abs(index - best) <= Math.abs(near - best) ? index : near,
  );

  // The reason: the heaviest line pointing at the winning size. There is one: the first highest
  // score is higher than the size's below it, and only a line pointing at a size adds weight there
  // and not below it (a kept line, a too-large one, or where a too-small one's votes start).
  const because = weighed
    .filter(({ target }) => target === best)
    .reduce((top, candidate) => (candidate.weight > top.weight ? candidate : top));

  const size = sizes[chosen]!;
  return {
    size,
    soldOut: isSoldOut(product, size),
    reason: reasonOf(because.line),
    used: weighed.map(({ line }) => line).sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
  };
}
