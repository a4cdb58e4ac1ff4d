/**
 * Structured data (schema.org JSON-LD) of a page, for search engines' rich results: typed with
 * schema-dts, so a misspelt property or a wrong type fails the typecheck. Built for the prerendered
 * HTML (prerender.tsx) and again after client-side navigation (applyHead.ts), from the same functions.
 */
import type {
  BreadcrumbList,
  ItemList,
  Organization,
  Product as ProductThing,
  Review as ReviewThing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { isOutOfStock, netQuantityMeasure, sortProducts, type Product } from '@/features/catalog';
import { SAMPLE_REVIEWS } from '@/features/reviews';
import {
  CATEGORY_SLUGS,
  CONTACT,
  PAGE_SIZE,
  RETURN_DAYS,
  SHOP_NAME,
  type CategoryName,
} from '@/shared/lib/constants';
import { absoluteUrl, siteUrl } from '@/shared/lib/siteUrl';
import { currentEdition, editionOf, editionPath, LANG, shopPath, translate } from '@/shared/i18n';
import { categoryAt } from './descriptions';
import { discountedIn, pageHead, productAt, productImagePath } from './pageHead';

export type StructuredData =
  | WithContext<ProductThing>
  | WithContext<BreadcrumbList>
  | WithContext<ItemList>
  | WithContext<Organization>
  | WithContext<WebSite>;

const CONTEXT = 'https://schema.org' as const;

/** The information pages' names, as their breadcrumbs say. */
const INFO_PAGES: Readonly<Record<string, string>> = {
  '/contact': 'Contact us',
  '/faq': 'FAQ',
  '/return-policy': 'Return Policy',
  '/shipping': 'Shipping',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Use',
  '/grievance': 'Grievance Officer',
};

/** Home › … : every step named and linked (absolute), in order. */
export function breadcrumbs(steps: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: translate('Home'), path: editionPath('/', currentEdition()) }, ...steps].map(
      (step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: absoluteUrl(step.path),
      }),
    ),
  };
}

/** The products a listing shows first, in its order. */
function itemList(name: string, products: readonly Product[]): WithContext<ItemList> {
  const shown = products.slice(0, PAGE_SIZE);
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: shown.length,
    itemListElement: shown.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(editionPath(`/product/${product.id}`, currentEdition())),
    })),
  };
}

/**
 * Whether a product can be bought in at least one size. The catalogue has no stock figures yet:
 * a product with sizes is in stock.
 */

function productData(product: Product): WithContext<ProductThing> {
  const head = pageHead(editionPath(`/product/${product.id}`, currentEdition()), [product]);
  const reviews: ReviewThing[] = SAMPLE_REVIEWS.map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.date,
    reviewBody: review.comment,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }));
  // A beauty product's net quantity (the first size's): schema.org's Product.size takes "a
  // QuantitativeValue with a unitCode" (UN/CEFACT: GRM, MLT).
  const measure = netQuantityMeasure(product);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    image: absoluteUrl(productImagePath(product)),
    description: head.description,
    sku: String(product.id),
    category: product.type
      ? `${translate(product.category)} > ${translate(product.type)}`
      : translate(product.category),
    color: translate(product.color),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.countryOfOrigin
      ? { countryOfOrigin: { '@type': 'Country', name: product.countryOfOrigin } }
      : {}),
    ...(measure ? { size: { '@type': 'QuantitativeValue', ...measure } } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'INR',
      availability: isOutOfStock(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: head.url,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviews,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews,
  };
}

function organization(): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${siteUrl()}/`,
    logo: absoluteUrl('/assets/icons/icon-512.png'),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: CONTACT.phone,
      email: CONTACT.email,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    },
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: RETURN_DAYS,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: absoluteUrl('/return-policy'),
    },
  };
}

function webSite(): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: absoluteUrl(editionPath('/', currentEdition())),
    // The edition's language (issue 36): its pages' texts are in it.
    inLanguage: currentEdition() === 'hi' ? 'hi-IN' : LANG.en,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl()}${editionPath('/search', currentEdition())}?q={search_term_string}`,
      },
      // schema-dts has no type for Google's "query-input" (a property of the action's input).
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}

/**
 * The JSON-LD of the page at `address` (without query string; `/hi/…` in Hindi, with its names and
 * links in Hindi's edition); none for pages search engines need not read.
 */
export function structuredData(address: string, catalog: readonly Product[]): StructuredData[] {
  const path = shopPath(address);
  const at = (shop: string) => editionPath(shop, editionOf(address));
  if (path === '/') return [organization(), webSite()];
  const product = productAt(path, catalog);
  if (product) {
    const category = product.category as CategoryName;
    return [
      productData(product),
      breadcrumbs([
        { name: translate(category), path: at(`/${CATEGORY_SLUGS[category]}`) },
        { name: product.name, path: address },
      ]),
    ];
  }
  const category = categoryAt(path);
  if (category) {
    return [
      breadcrumbs([{ name: translate(category), path: address }]),
      itemList(
        translate(category),
        catalog.filter((candidate) => candidate.category === category),
      ),
    ];
  }
  if (path === '/sale') {
    return [
      breadcrumbs([{ name: translate('Sale'), path: address }]),
      itemList(translate('Sale'), sortProducts(discountedIn(catalog), 'discount')),
    ];
  }
  const info = INFO_PAGES[path];
  return info ? [breadcrumbs([{ name: translate(info), path: address }])] : [];
}
