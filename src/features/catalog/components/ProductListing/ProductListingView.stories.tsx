import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button, FilterIcon } from '@/shared/ui';
import { PRODUCTS } from '../../products';
import { sortProducts, type SortKey } from '../../sort';
import { ProductCard, type CardLayout } from '../ProductCard';
import { FiltersSkeleton } from './ListingSkeleton';
import { ProductListingView, type ProductListingViewProps } from './ProductListingView';

const renderCard: ProductListingViewProps['renderCard'] = (product, options) => (
  <ProductCard product={product} {...options} onAddToCart={fn()} onToggleWishlist={fn()} />
);

const women = PRODUCTS.filter((p) => p.category === 'Women');

const meta = {
  title: 'Catalog/ProductListingView',
  component: ProductListingView,
  args: {
    products: women,
    label: 'Women products',
    sort: 'featured',
    view: 'grid',
    renderCard,
    onSortChange: fn() as ProductListingViewProps['onSortChange'],
    onViewChange: fn() as ProductListingViewProps['onViewChange'],
  },
  render: function Render(args) {
    const [sort, setSort] = useState<SortKey>(args.sort);
    const [view, setView] = useState<CardLayout>(args.view);
    const products = sortProducts(args.products, sort);
    return (
      <ProductListingView
        {...args}
        products={products}
        sort={sort}
        view={view}
        onSortChange={(s) => {
          args.onSortChange(s);
          setSort(s);
        }}
        onViewChange={(v) => {
          args.onViewChange(v);
          setView(v);
        }}
      />
    );
  },
} satisfies Meta<typeof ProductListingView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 20 products: one page, no Load more. */
export const OnePage: Story = {};

/** 51 products: 24 shown, then Load more. */
export const WithLoadMore: Story = {
  args: { products: PRODUCTS.filter((p) => p.discount > 0), label: 'Sale products', sort: 'discount' },
};

export const ListView: Story = { args: { view: 'list' } };

/** A new sort or filters asked for: the list on screen stays, busy, until the new one comes. */
export const Updating: Story = { args: { updating: true } };

export const SingleProduct: Story = { args: { products: women.slice(0, 1) } };

export const Empty: Story = { args: { products: [] } };

/** The shopper's filters left nothing: the count, sort, view and the Filters button stay. */
export const FilteredAway: Story = {
  args: {
    products: [],
    filteredAway: true,
    emptyMessage: 'No products match the filters you chose.',
    emptyAction: <Button variant="secondary">Clear All Filters</Button>,
    toolbarExtra: (
      <Button variant="secondary" startIcon={<FilterIcon />}>
        Filters
      </Button>
    ),
  },
};

/** With a filter sidebar (from 768 px) and an extra toolbar control. */
export const WithSidebar: Story = {
  args: {
    sidebar: <aside aria-label="Filters">Filters go here</aside>,
    toolbarExtra: (
      <Button variant="secondary" startIcon={<FilterIcon />}>
        Filters
      </Button>
    ),
  },
};

/** The first answer is on its way: the toolbar's room and placeholder cards, said in words as a status. */
export const Loading: Story = { args: { products: [], loading: true } };

/** Loading in the list view: the placeholders are rows. */
export const LoadingList: Story = { args: { products: [], loading: true, view: 'list' } };

/** Loading where the listing has a filter column: its room is kept too (from 768 px). */
export const LoadingWithFilters: Story = {
  args: { products: [], loading: true, sidebar: <FiltersSkeleton /> },
};
