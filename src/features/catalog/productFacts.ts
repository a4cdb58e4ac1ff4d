import { currentEdition, t, translate } from '@/shared/i18n';
import { RETURN_DAYS, SELLER } from '@/shared/lib/constants';
import { HINDI_MONTHS } from '@/shared/lib/dates';
import { brandFactsOf, type Party } from './brandFacts';
import type { Product } from './types';

/**
 * The product page's 'Product information' (issue 35): what an Indian shop must tell of a product,
 * worked out from the product's own facts (the catalogue) and its brand's (brandFacts.ts), in the
 * words the section shows, in the page's edition (issue 36: on a Hindi page the country, care,
 * net quantity, month and return window read in Hindi; the companies, their addresses and the
 * ingredients stay as the pack writes them). `maker.role` stays the English code: the section
 * names the row.
 */
export interface ProductFacts {
  countryOfOrigin: string;
  /** The seller's legal name and city. */
  soldBy: string;
  /** The return or exchange window, as the Return Policy has it (the section links to it). */
  returns: string;
  /** 'Manufacturer' for a product made in India, 'Importer' for one made abroad. */
  maker: { role: 'Manufacturer' | 'Importer'; party: Party };
  /** Beauty: who packed it, where that is not the maker. */
  packer?: Party;
  /** '1 N', '1 set', '30 ml', '4.2 g'. */
  netQuantity: string;
  /** Garments. */
  care?: string;
  /** Beauty: 'August 2026'. */
  manufactured?: string;
  /** Beauty: 'Use within 36 months of manufacture'. */
  bestBefore?: string;
  /** Beauty. */
  ingredients?: string;
}

export const INDIA = 'India';

/**
 * A beauty product's net quantity: its size's, or each size's ('30 ml or 50 ml, by the size
 * chosen'). The section does not follow the size buttons: it hydrates on the first interaction,
 * and nothing may change it before (app/boot: lazyHydrated).
 */
export function beautyNetQuantity({ size, netQuantity = {} }: Pick<Product, 'size' | 'netQuantity'>): string {
  const each = size.map((s) => netQuantity[s]).filter((q): q is string => q !== undefined);
  if (each.length <= 1) return each[0] ?? '';
  const quantities = each.reduce((list, quantity) => t('{list} or {quantity}', { list, quantity }));
  return t('{quantities}, by the size chosen', { quantities });
}

/** The return or exchange window: beauty only unopened, as the Return Policy says. */
export function returnsText(category: Product['category']): string {
  return category === 'Beauty'
    ? t('Return or exchange within {days} days of delivery if unopened, with its seal intact', {
        days: RETURN_DAYS,
      })
    : t('Return or exchange within {days} days of delivery', { days: RETURN_DAYS });
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'August 2026' from '2026-08' (en-IN writes the month in full before the year; a Hindi page
 * 'अगस्त 2026'); '' if not a month.
 */
export function monthYear(yyyyMm: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yyyyMm);
  const months = currentEdition() === 'hi' ? HINDI_MONTHS : MONTHS;
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match![1]}` : '';
}

/** A garment sold as a set (a kurta with its bottoms, a lehenga with its choli, a sherwani set): '1 set', else '1 N'. */
export function garmentNetQuantity({ type, name }: Pick<Product, 'type' | 'name'>): '1 set' | '1 N' {
  return /\bset\b/i.test(`${type ?? ''} ${name}`) ? '1 set' : '1 N';
}

/** The whole section's facts for `product`. */
export function productFacts(product: Product): ProductFacts {
  const country = product.countryOfOrigin ?? INDIA;
  const facts = brandFactsOf(product.brand);
  const imported = country !== INDIA;
  // The brand table has the party every product of the catalogue needs (brandFacts.test.ts); a
  // made-up product without one names the seller.
  const party = (imported ? facts.importer : facts.manufacturer) ?? {
    name: SELLER.legalName,
    address: SELLER.address,
  };
  const common = {
    countryOfOrigin: translate(country),
    soldBy: `${SELLER.legalName}, ${SELLER.city}`,
    returns: returnsText(product.category),
    maker: { role: imported ? ('Importer' as const) : ('Manufacturer' as const), party },
  };
  if (product.category !== 'Beauty') {
    return {
      ...common,
      netQuantity: t(garmentNetQuantity(product)),
      ...(product.care !== undefined && { care: translate(product.care) }),
    };
  }
  const packer = facts.packer && facts.packer.name !== common.maker.party.name ? facts.packer : undefined;
  return {
    ...common,
    ...(packer && { packer }),
    netQuantity: beautyNetQuantity(product),
    ...(product.manufactured !== undefined && { manufactured: monthYear(product.manufactured) }),
    ...(product.shelfLifeMonths !== undefined && {
      bestBefore: t('Use within {n} months of manufacture', { n: product.shelfLifeMonths }),
    }),
    ...(product.ingredients !== undefined && { ingredients: product.ingredients }),
  };
}
