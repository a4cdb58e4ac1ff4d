export * from './ListingBanner';
