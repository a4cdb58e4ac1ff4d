import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '@/app/hooks';
import { ListingBanner, selectProductsByCategory, type Product } from '@/features/catalog';
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

const NO_PRODUCTS: readonly Product[] = [];

export const Crumbs = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xs};
`;

export const Listing = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

function CategoryListing({ category }: { category: string }) {
  usePageFocus();
  const known = isCategory(category);
  const products = useAppSelector((state) =>
    known ? selectProductsByCategory(state, category) : NO_PRODUCTS,
  );
  const content = known ? CATEGORY_CONTENT[category] : undefined;
  return (
    <>
      <Crumbs>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: category }]} />
      </Crumbs>
      <ListingBanner
        title={category}
        eyebrow={content?.eyebrow}
        subtitle={content?.subtitle}
        image={content?.image}
        tone={content?.tone}
      />
      <Listing>
        <FilteredListing products={products} label={`${category} products`} />
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
