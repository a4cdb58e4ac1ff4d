export * from './ReviewForm';
