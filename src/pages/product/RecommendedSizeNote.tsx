import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useEnsureProducts, type Product } from '@/features/catalog';
import {
  SizeRecommendationNote,
  selectSizeHistoryProductIds,
  selectSizeRecommendation,
} from '@/features/orders';

/**
 * 'Recommended for you' under the product's sizes (issue 34): the size recommended from the
 * shopper's delivered orders as of the moment the page opened, or nothing. The orders' products
 * come into the store first (their kinds of garment are the catalogue's). Loaded by
 * RecommendedSize, for a shopper with orders only.
 */
export function RecommendedSizeNote({ product }: { product: Product }) {
  const [now] = useState(() => new Date());
  useEnsureProducts(useAppSelector((state) => selectSizeHistoryProductIds(state, now)));
  const recommendation = useAppSelector((state) => selectSizeRecommendation(state, now, product));
  return recommendation && <SizeRecommendationNote recommendation={recommendation} />;
}
