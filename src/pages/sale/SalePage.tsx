import styled from 'styled-components';
import { useAppSelector } from '@/app/hooks';
import { ListingBanner, selectMaxDiscount, selectSaleImage } from '@/features/catalog';
import type { ListingScope } from '@/features/search';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Breadcrumb, Container, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@/shared/ui';
import { FilteredListing } from '@/widgets/filtered-listing';

const Crumbs = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xs};
`;

const Listing = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

const SALE: ListingScope = { kind: 'sale' };

/** Every discounted product across the four categories, biggest discount first by default. */
export default function SalePage() {
  usePageFocus();
  const maxDiscount = useAppSelector(selectMaxDiscount);
  const image = useAppSelector(selectSaleImage);
  return (
    <>
      <Crumbs>
        <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Sale') }]} />
      </Crumbs>
      <ListingBanner
        title={t('Sale')}
        eyebrow={maxDiscount > 0 ? t('Up to {percent}% off', { percent: maxDiscount }) : undefined}
        subtitle={t(
          'Every discounted piece across Women, Men, Kids and Beauty, with the biggest savings first.',
        )}
        tone="sale"
        image={image ? { src: image, width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_HEIGHT } : undefined}
      />
      <Listing>
        <FilteredListing
          scope={SALE}
          label={t('Sale products')}
          defaultSort="discount"
          emptyMessage={t('No products are on sale at the moment. Check back soon.')}
        />
      </Listing>
    </>
  );
}
