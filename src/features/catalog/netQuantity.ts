import type { Product } from './types';

/** UN/CEFACT common codes of the units of a net quantity (schema.org's QuantitativeValue.unitCode). */
const UNIT_CODES = { g: 'GRM', ml: 'MLT' } as const;

/**
 * A beauty product's net quantity as a number and unit, for its JSON-LD: the first size's (the one
 * a page shows before a size is chosen); undefined for a garment or a product without one.
 */
export function netQuantityMeasure(
  product: Pick<Product, 'size' | 'netQuantity'>,
): { value: number; unitCode: 'GRM' | 'MLT'; unitText: 'g' | 'ml' } | undefined {
  const first = product.size[0];
  const quantity = first === undefined ? undefined : product.netQuantity?.[first];
  const match = quantity === undefined ? null : /^(\d+(?:\.\d+)?) (g|ml)$/.exec(quantity);
  if (!match) return undefined;
  const unitText = match[2] as 'g' | 'ml';
  return { value: Number(match[1]), unitCode: UNIT_CODES[unitText], unitText };
}
