import { word, type WordKey } from '@/shared/i18n';
import { CATEGORY_SLUGS, type CategoryName } from '@/shared/lib/constants';
import type { BannerImage, BannerTone } from '@/features/catalog';

/** The texts are the dictionary's keys (word()): the page shows them with t(). */
export interface CategoryContent {
  eyebrow: WordKey;
  subtitle: WordKey;
  tone: BannerTone;
  image: BannerImage;
}

const art = (category: CategoryName): BannerImage => ({
  src: `/assets/categories/${CATEGORY_SLUGS[category]}.svg`,
  width: 600,
  height: 750,
});

/** The banner of each category listing. */
export const CATEGORY_CONTENT: Record<CategoryName, CategoryContent> = {
  Women: {
    eyebrow: word('Shop the collection'),
    subtitle: word('Kurtas, sarees, dresses and denim, from everyday cottons to festive silks.'),
    tone: 'brand',
    image: art('Women'),
  },
  Men: {
    eyebrow: word('Shop the collection'),
    subtitle: word('Shirts, jeans, kurtas and sherwanis for work, weekends and weddings.'),
    tone: 'info',
    image: art('Men'),
  },
  Kids: {
    eyebrow: word('Ages 2 to 11'),
    subtitle: word('Playwear and festive outfits, soft on skin and made for running around.'),
    tone: 'accent',
    image: art('Kids'),
  },
  Beauty: {
    eyebrow: word('Make-up & skincare'),
    subtitle: word('Lipsticks, serums, sunscreens and more from the beauty brands you trust.'),
    tone: 'success',
    image: art('Beauty'),
  },
};
