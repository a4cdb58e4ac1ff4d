export * from './ProductInformation';
