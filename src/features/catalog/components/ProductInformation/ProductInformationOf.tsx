import { productFacts } from '../../productFacts';
import type { Product } from '../../types';
import { ProductInformation } from './ProductInformation';

/**
 * 'Product information' of a product: what the product page loads in a chunk of its own
 * (`loadProductInformation`), with the brand table, and hydrates on the first interaction.
 */
export function ProductInformationOf({ product }: { product: Product }) {
  return <ProductInformation facts={productFacts(product)} />;
}
