export * from './ListingHeader';
