import { loadOnce } from '@/app/boot';

export * from './ProductCard';
export * from './ProductGrid';
export * from './SortSelect';
export * from './ViewToggle';
export * from './ListingHeader';
export * from './LoadMore';
export * from './ListingBanner';
export * from './ProductListing';
export * from './HeroBanner';
export * from './CategoryTiles';
/** The benefits strip in a chunk of its own (the home page hydrates it on the first interaction). */
export const loadBenefitsStrip = loadOnce(() =>
  import(/* webpackChunkName: "benefits-strip" */ './BenefitsStrip').then((m) => m.BenefitsStrip),
);
export * from './SizeSelector';
export * from './SizeGuide';
export * from './RecentlyViewed';
export * from './StockAlerts';
export * from './QuantityStepper';
export * from './ServiceBadges';
export * from './ProductDetails';
/**
 * 'Product information' of a product (the product page), with the brand table, in a chunk of its
 * own: the product page hydrates it on the first interaction (its prerendered HTML meanwhile).
 */
export const loadProductInformation = loadOnce(() =>
  import(/* webpackChunkName: "product-information" */ './ProductInformation/ProductInformationOf').then(
    (m) => m.ProductInformationOf,
  ),
);
