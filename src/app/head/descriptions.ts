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
import { currentEdition, t, translate, word, type WordKey } from '@/shared/i18n';

// Every description is written in the page's edition (issue 36): the English text is the key of
// its Hindi (shared/i18n/hi/head.ts), worked out when asked, never at import.
const AMOUNTS = { amount: formatINR(FREE_SHIPPING_THRESHOLD), days: RETURN_DAYS };

/** What every description ends with: the two promises a shopper weighs first. */
const promises = () => t('Free shipping over {amount} and {days}-day returns.', AMOUNTS);

/** The home page's, and the shell's (scripts/page-shell writes it into shell.html). */
export const shopDescription = () =>
  t(
    'Rangoli — fashion and beauty for women, men and kids, at Indian prices. Free shipping over {amount}, {days}-day returns.',
    AMOUNTS,
  );

/** The pages whose words do not depend on the catalogue, by path. */
const FIXED: Readonly<Record<string, WordKey>> = {
  '/contact': word(
    'Contact Rangoli: call {phone}, email {email} or send us a message. Customer care is open Monday to Saturday.',
  ),
  '/faq': word(
    "Answers to shoppers' most asked questions at Rangoli: orders, payment, Cash on Delivery, shipping, sizes, returns and refunds.",
  ),
  '/return-policy': word(
    "Rangoli's return policy: return or exchange unworn items within {days} days of delivery, what cannot be returned, and how refunds work.",
  ),
  '/shipping': word(
    'Shipping at Rangoli: free delivery on orders over {amount}, delivery times across India, and order tracking.',
  ),
  '/privacy': word(
    "Rangoli's privacy policy: what we keep about you, why, for how long, and how to have it removed.",
  ),
  '/grievance': word(
    "Rangoli's Grievance Officer: name, contacts and hours, and a form to file a complaint, acknowledged within 48 hours and resolved within a month.",
  ),
  '/privacy-centre': word(
    "Rangoli's Privacy Centre: what this device keeps, switches for the optional data, and a copy or deletion of all of it.",
  ),
  '/terms': word(
    "The terms of use of Rangoli's online fashion and beauty shop: orders, prices, payment, returns and your account.",
  ),
  '/search': word(
    "Search Rangoli's fashion and beauty by name, brand, colour or type, and filter by price, size and rating.",
  ),
  '/cart': word(
    'Your Rangoli cart: the items, sizes and quantities you picked, with the total before checkout.',
  ),
  '/wishlist': word('Your Rangoli wishlist: the fashion and beauty you saved for later.'),
  '/checkout': word(
    'Check out securely at Rangoli: shipping address, payment by card, UPI or Cash on Delivery, and review.',
  ),
  '/orders': word('Your orders at Rangoli: what you bought, when, and its status.'),
  '/profile': word('Your Rangoli profile: your name, email, phone and address.'),
  '/login': word('Sign in to Rangoli to check out, see your orders and keep your cart and wishlist.'),
  '/signup': word('Create a Rangoli account to check out faster and keep your orders, cart and wishlist.'),
  '/forgot-password': word(
    "Forgotten your Rangoli password? Enter your email and we'll send you a link to reset it.",
  ),
};

const NOT_FOUND = word(
  'The page you asked for is not at Rangoli. Browse women, men, kids and beauty from the home page.',
);

/** "S, M and L" ("S, M और L" in Hindi). */
function list(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : t('{first} and {last}', { first: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
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
  if (buyable.length === 0) return t(', sold out');
  if (buyable.length === 1 && buyable[0] === 'One Size') return '';
  if (product.category === 'Beauty') return t(', in {sizes}', { sizes: list(buyable.map(spoken)) });
  return t(', sizes {sizes}', { sizes: list(buyable) });
}

/** A product: its price in ₹ (and the saving), kind, colour, the sizes it can be bought in, and rating. */
export function productDescription(product: Product): string {
  const who = product.brand
    ? t('{name} by {brand}', { name: product.name, brand: product.brand })
    : product.name;
  const price =
    product.discount > 0
      ? t('{price} ({discount}% off {mrp})', {
          price: formatINR(product.price),
          discount: product.discount,
          mrp: formatINR(product.originalPrice),
        })
      : formatINR(product.price);
  const hindi = currentEdition() === 'hi';
  const kind = product.type
    ? hindi
      ? t("{category}'s {type}", { category: translate(product.category), type: translate(product.type) })
      : `${possessive(product.category)} ${product.type.toLowerCase()}`
    : product.category === 'Beauty'
      ? t('Beauty product')
      : translate(product.category);
  const colour = hindi ? translate(product.color) : product.color.toLowerCase();
  return t(
    '{who}: {price}. {kind} in {colour}{sizes}. Rated {rating} out of 5 by {count} shoppers. {promises}',
    {
      who,
      price,
      kind,
      colour,
      sizes: sizesToBuy(product),
      rating: product.rating,
      count: formatCount(product.reviews),
      promises: promises(),
    },
  );
}

/** A category: how many styles, of which kinds (or brands, for Beauty), from which price. */
export function categoryDescription(category: CategoryName, catalog: readonly Product[]): string {
  const products = catalog.filter((p) => p.category === category);
  if (products.length === 0)
    return t('{category} at Rangoli. {promises}', { category: translate(category), promises: promises() });
  const hindi = currentEdition() === 'hi';
  const kinds = mostCommon(
    products.flatMap((p) => (p.type ? [hindi ? translate(p.type) : p.type.toLowerCase()] : [])),
    3,
  );
  const brands = mostCommon(
    products.flatMap((p) => (p.brand ? [p.brand] : [])),
    3,
  );
  const what = t('{items} and more', { items: list(kinds.length > 0 ? kinds : brands) });
  // Women's and Men's; Kids' (a plural in s takes the apostrophe alone).
  const noun =
    category === 'Beauty'
      ? translate('Beauty')
      : hindi
        ? t("{category}'s fashion", { category: translate(category) })
        : `${category}${category.endsWith('s') ? "'" : "'s"} fashion`;
  return t('{noun} at Rangoli: {count} styles, {what}, from {price}. {promises}', {
    noun,
    count: products.length,
    what,
    price: formatINR(lowestPrice(products)),
    promises: promises(),
  });
}

/** The sale: how much is discounted, by how much at most, from which price. */
export function saleDescription(discounted: readonly Product[]): string {
  if (discounted.length === 0)
    return t('The Rangoli sale: discounted fashion and beauty. {promises}', { promises: promises() });
  const most = Math.max(...discounted.map((p) => p.discount));
  return t(
    'The Rangoli sale: {count} styles across women, men, kids and beauty at up to {most}% off, from {price}. {promises}',
    { count: discounted.length, most, price: formatINR(lowestPrice(discounted)), promises: promises() },
  );
}

/** Any page that is neither a product, a category nor the sale (a shop path: `/faq`, not `/hi/faq`). */
export function fixedDescription(path: string): string {
  if (path === '/') return shopDescription();
  return t(FIXED[path] ?? NOT_FOUND, { ...AMOUNTS, phone: CONTACT.phone, email: CONTACT.email });
}

/** The category whose listing lives at this path, if any. */
export function categoryAt(path: string): CategoryName | undefined {
  return (Object.keys(CATEGORY_SLUGS) as CategoryName[]).find((name) => `/${CATEGORY_SLUGS[name]}` === path);
}
