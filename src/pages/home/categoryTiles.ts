import { CATEGORIES, CATEGORY_IMAGE_HOST, CATEGORY_SLUGS, type CategoryName } from '@/shared/lib/constants';
import type { CategoryTile } from '@/features/catalog';

/** Photos on the external image host (spec section 1); each tile falls back to bundled artwork. */
const PHOTOS: Record<CategoryName, { path: string; blurb: string }> = {
  Women: { path: '/photo-1610030469983-98e550d6193c', blurb: 'Kurtas, sarees & dresses' },
  Men: { path: '/photo-1617137968427-85924c800a22', blurb: 'Shirts, jeans & sherwanis' },
  Kids: { path: '/photo-1519238263530-99bdd11df2ea', blurb: 'Playwear & festive sets' },
  Beauty: { path: '/photo-1596462502278-27bfdc403348', blurb: 'Make-up & skincare' },
};

const PHOTO_QUERY = '?auto=format&fit=crop&w=600&h=750&q=70';

export const CATEGORY_TILES: readonly CategoryTile[] = CATEGORIES.map((name) => ({
  name,
  to: `/${CATEGORY_SLUGS[name]}`,
  blurb: PHOTOS[name].blurb,
  src: `${CATEGORY_IMAGE_HOST}${PHOTOS[name].path}${PHOTO_QUERY}`,
  fallbackSrc: `/assets/categories/${CATEGORY_SLUGS[name]}.svg`,
}));
