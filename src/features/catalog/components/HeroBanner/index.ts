export * from './HeroBanner';
