export { ProductMedia, PRODUCT_IMAGE_WIDTH, PRODUCT_IMAGE_HEIGHT } from './ProductMedia';
