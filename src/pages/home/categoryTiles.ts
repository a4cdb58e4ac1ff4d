import { t, word, type WordKey } from '@/shared/i18n';
import { CATEGORIES, CATEGORY_IMAGE_HOST, CATEGORY_SLUGS, type CategoryName } from '@/shared/lib/constants';
import type { CategoryTile } from '@/features/catalog';

/** Photos on the external image host (spec section 1); each tile falls back to bundled artwork. */
const PHOTOS: Record<CategoryName, { path: string; blurb: WordKey }> = {
  Women: { path: '/photo-1610030469983-98e550d6193c', blurb: word('Kurtas, sarees & dresses') },
  Men: { path: '/photo-1617137968427-85924c800a22', blurb: word('Shirts, jeans & sherwanis') },
  Kids: { path: '/photo-1519238263530-99bdd11df2ea', blurb: word('Playwear & festive sets') },
  Beauty: { path: '/photo-1596462502278-27bfdc403348', blurb: word('Make-up & skincare') },
};

const PHOTO_QUERY = '?auto=format&fit=crop&w=600&h=750&q=70';

/** The Shop by Category tiles, in the page's edition (called at render: the edition is set by then). */
export const categoryTiles = (): readonly CategoryTile[] =>
  CATEGORIES.map((name) => ({
    name: t(name),
    to: `/${CATEGORY_SLUGS[name]}`,
    blurb: t(PHOTOS[name].blurb),
    src: `${CATEGORY_IMAGE_HOST}${PHOTOS[name].path}${PHOTO_QUERY}`,
    fallbackSrc: `/assets/categories/${CATEGORY_SLUGS[name]}.svg`,
  }));
