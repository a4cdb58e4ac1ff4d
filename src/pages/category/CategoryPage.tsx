import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ListingBanner } from '@/features/catalog';
import type { ListingScope } from '@/features/search';
import { t } from '@/shared/i18n';
import { CATEGORIES, type CategoryName } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Breadcrumb, Container } from '@/shared/ui';
import { CATEGORY_CONTENT } from './categoryContent';
import { FilteredListing } from '@/widgets/filtered-listing';

/** The category is the last URL segment (/women → Women). */
export function categoryFromPath(pathname: string): string {
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  return slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase();
}

const isCategory = (name: string): name is CategoryName => (CATEGORIES as readonly string[]).includes(name);

export const Crumbs = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xs};
`;

export const Listing = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

function CategoryListing({ category }: { category: string }) {
  usePageFocus();
  const known = isCategory(category);
  // A name that is no category lists nothing (the listing's own empty state).
  const scope = useMemo<ListingScope>(
    () => ({ kind: 'category', category: category as CategoryName }),
    [category],
  );
  const content = known ? CATEGORY_CONTENT[category] : undefined;
  // A name that is no category is shown as the address gives it.
  const name = known ? t(category) : category;
  return (
    <>
      <Crumbs>
        <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: name }]} />
      </Crumbs>
      <ListingBanner
        title={name}
        eyebrow={content && t(content.eyebrow)}
        subtitle={content && t(content.subtitle)}
        image={content?.image}
        tone={content?.tone}
      />
      <Listing>
        <FilteredListing scope={scope} label={t('{category} products', { category: name })} />
      </Listing>
    </>
  );
}

export default function CategoryPage() {
  const { pathname } = useLocation();
  const category = categoryFromPath(pathname);
  // A new category is a new page: fresh state, title and focus.
  return <CategoryListing key={category} category={category} />;
}
