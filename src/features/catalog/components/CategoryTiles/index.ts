export * from './CategoryTiles';
