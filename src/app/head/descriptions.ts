import type { Product } from '@/features/catalog';
import {
  CATEGORY_SLUGS,
  CONTACT,
  FREE_SHIPPING_THRESHOLD,
  RETURN_DAYS,
  type CategoryName,
} from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { formatCount } from '@/shared/lib/numbers';

/** What every description ends with: the two promises a shopper weighs first. */
const PROMISES = `Free shipping over ${formatINR(FREE_SHIPPING_THRESHOLD)} and ${RETURN_DAYS}-day returns.`;

/** The home page's, and the shell's (scripts/page-shell writes it into shell.html). */
export const SHOP_DESCRIPTION = `Rangoli — fashion and beauty for women, men and kids, at Indian prices. Free shipping over ${formatINR(FREE_SHIPPING_THRESHOLD)}, ${RETURN_DAYS}-day returns.`;

/** The pages whose words do not depend on the catalogue, by path. */
const FIXED: Readonly<Record<string, string>> = {
  '/contact': `Contact Rangoli: call ${CONTACT.phone}, email ${CONTACT.email} or send us a message. Customer care is open Monday to Saturday.`,
  '/faq': `Answers to shoppers' most asked questions at Rangoli: orders, payment, Cash on Delivery, shipping, sizes, returns and refunds.`,
  '/return-policy': `Rangoli's return policy: return or exchange unworn items within ${RETURN_DAYS} days of delivery, what cannot be returned, and how refunds work.`,
  '/shipping': `Shipping at Rangoli: free delivery on orders over ${formatINR(FREE_SHIPPING_THRESHOLD)}, delivery times across India, and order tracking.`,
  '/privacy': `Rangoli's privacy policy: what we keep about you, why, for how long, and how to have it removed.`,
  '/grievance': `Rangoli's Grievance Officer: name, contacts and hours, and a form to file a complaint, acknowledged within 48 hours and resolved within a month.`,
  '/privacy-centre': `Rangoli's Privacy Centre: what this device keeps, switches for the optional data, and a copy or deletion of all of it.`,
  '/terms': `The terms of use of Rangoli's online fashion and beauty shop: orders, prices, payment, returns and your account.`,
  '/search': `Search Rangoli's fashion and beauty by name, brand, colour or type, and filter by price, size and rating.`,
  '/cart': `Your Rangoli cart: the items, sizes and quantities you picked, with the total before checkout.`,
  '/wishlist': `Your Rangoli wishlist: the fashion and beauty you saved for later.`,
  '/checkout': `Check out securely at Rangoli: shipping address, payment by card, UPI or Cash on Delivery, and review.`,
  '/orders': `Your orders at Rangoli: what you bought, when, and its status.`,
  '/profile': `Your Rangoli profile: your name, email, phone and address.`,
  '/login': `Sign in to Rangoli to check out, see your orders and keep your cart and wishlist.`,
  '/signup': `Create a Rangoli account to check out faster and keep your orders, cart and wishlist.`,
  '/forgot-password': `Forgotten your Rangoli password? Enter your email and we'll send you a link to reset it.`,
};

const NOT_FOUND =
  'The page you asked for is not at Rangoli. Browse women, men, kids and beauty from the home page.';

/** "S, M and L". */
function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The most common values first (ties in catalogue order), at most `count`. */
function mostCommon(values: readonly string[], count: number): string[] {
  const tally = new Map<string, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([value]) => value);
}

const lowestPrice = (products: readonly Product[]) => Math.min(...products.map((p) => p.price));

/** Women's and Men's; Kids' (a plural in s takes the apostrophe alone). */
const possessive = (noun: string) => `${noun}${noun.endsWith('s') ? "'" : "'s"}`;

/** A size as a shopper reads it: '30ml' is '30 ml'. */
const spoken = (size: string) => size.replace(/^(\d+(?:\.\d+)?)(ml|g)$/, '$1 $2');

/**
 * The sizes a product can be bought in, as a sentence's end: 'sizes S, M and L', 'in 30 ml and
 * 50 ml' (a beauty product's), nothing for one size; 'sold out' when none can be bought.
 */
function sizesToBuy(product: Product): string {
  // Sold out is 0 left (features/catalog stock.ts: isSoldOut). Written here, not imported: the
  // build's page shell reads this module in webpack's config, where the catalog feature's
  // components cannot load.
  const buyable = product.size.filter((size) => (product.stock?.[size] ?? Infinity) > 0);
  if (buyable.length === 0) return ', sold out';
  if (buyable.length === 1 && buyable[0] === 'One Size') return '';
  if (product.category === 'Beauty') return `, in ${list(buyable.map(spoken))}`;
  return `, sizes ${list(buyable)}`;
}

/** A product: its price in ₹ (and the saving), kind, colour, the sizes it can be bought in, and rating. */
export function productDescription(product: Product): string {
  const who = product.brand ? `${product.name} by ${product.brand}` : product.name;
  const price =
    product.discount > 0
      ? `${formatINR(product.price)} (${product.discount}% off ${formatINR(product.originalPrice)})`
      : formatINR(product.price);
  const kind = product.type
    ? `${possessive(product.category)} ${product.type.toLowerCase()}`
    : product.category === 'Beauty'
      ? 'Beauty product'
      : product.category;
  return `${who}: ${price}. ${kind} in ${product.color.toLowerCase()}${sizesToBuy(product)}. Rated ${product.rating} out of 5 by ${formatCount(product.reviews)} shoppers. ${PROMISES}`;
}

/** A category: how many styles, of which kinds (or brands, for Beauty), from which price. */
export function categoryDescription(category: CategoryName, catalog: readonly Product[]): string {
  const products = catalog.filter((p) => p.category === category);
  if (products.length === 0) return `${category} at Rangoli. ${PROMISES}`;
  const kinds = mostCommon(
    products.flatMap((p) => (p.type ? [p.type.toLowerCase()] : [])),
    3,
  );
  const brands = mostCommon(
    products.flatMap((p) => (p.brand ? [p.brand] : [])),
    3,
  );
  const what = kinds.length > 0 ? `${list(kinds)} and more` : `${list(brands)} and more`;
  // Women's and Men's; Kids' (a plural in s takes the apostrophe alone).
  const noun = category === 'Beauty' ? 'Beauty' : `${category}${category.endsWith('s') ? "'" : "'s"} fashion`;
  return `${noun} at Rangoli: ${products.length} styles, ${what}, from ${formatINR(lowestPrice(products))}. ${PROMISES}`;
}

/** The sale: how much is discounted, by how much at most, from which price. */
export function saleDescription(discounted: readonly Product[]): string {
  if (discounted.length === 0) return `The Rangoli sale: discounted fashion and beauty. ${PROMISES}`;
  const most = Math.max(...discounted.map((p) => p.discount));
  return `The Rangoli sale: ${discounted.length} styles across women, men, kids and beauty at up to ${most}% off, from ${formatINR(lowestPrice(discounted))}. ${PROMISES}`;
}

/** Any page that is neither a product, a category nor the sale. */
export function fixedDescription(path: string): string {
  if (path === '/') return SHOP_DESCRIPTION;
  return FIXED[path] ?? NOT_FOUND;
}

/** The category whose listing lives at this path, if any. */
export function categoryAt(path: string): CategoryName | undefined {
  return (Object.keys(CATEGORY_SLUGS) as CategoryName[]).find((name) => `/${CATEGORY_SLUGS[name]}` === path);
}
