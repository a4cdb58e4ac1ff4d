import { CATEGORY_SLUGS, type CategoryName } from '@/shared/lib/constants';
import type { BannerImage, BannerTone } from '@/features/catalog';

export interface CategoryContent {
  eyebrow: string;
  subtitle: string;
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
    eyebrow: 'Shop the collection',
    subtitle: 'Kurtas, sarees, dresses and denim, from everyday cottons to festive silks.',
    tone: 'brand',
    image: art('Women'),
  },
  Men: {
    eyebrow: 'Shop the collection',
    subtitle: 'Shirts, jeans, kurtas and sherwanis for work, weekends and weddings.',
    tone: 'info',
    image: art('Men'),
  },
  Kids: {
    eyebrow: 'Ages 2 to 11',
    subtitle: 'Playwear and festive outfits, soft on skin and made for running around.',
    tone: 'accent',
    image: art('Kids'),
  },
  Beauty: {
    eyebrow: 'Make-up & skincare',
    subtitle: 'Lipsticks, serums, sunscreens and more from the beauty brands you trust.',
    tone: 'success',
    image: art('Beauty'),
  },
};
