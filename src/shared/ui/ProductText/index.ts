export { productBrandStyles, productNameStyles, twoLineClampStyles } from './productText';
