import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ProductListingView.stories';

// Listings of 24-51 cards take a while to render on a busy machine.
jest.setTimeout(30_000);

const {
  OnePage,
  WithLoadMore,
  ListView,
  Updating,
  SingleProduct,
  Empty,
  FilteredAway,
  WithSidebar,
  Loading,
  LoadingList,
} = composeStories(stories);

const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('ProductListingView', () => {
  it("while loading, says so as a status and keeps the cards' room with placeholders hidden from assistive technology", async () => {
    const { container } = render(<Loading />);
    expect(screen.getByText('Loading products…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/products found/)).not.toBeInTheDocument();
    const skeleton = container.querySelector('[data-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.querySelectorAll('li')).toHaveLength(8);
    expect(skeleton?.querySelector('ul')).toHaveAttribute('data-layout', 'grid');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lays the placeholders out as the view the shopper chose', () => {
    const { container } = render(<LoadingList />);
    expect(container.querySelector('[data-skeleton] ul')).toHaveAttribute('data-layout', 'list');
  });

  it('shows the full count, sort, view and every card of a one-page list', () => {
    render(<OnePage />);
    expect(screen.getByText('20 products found')).toBeInTheDocument();
    expect(items('Women products')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks the list busy while a new one is on its way, and only then', () => {
    const { unmount } = render(<Updating />);
    expect(screen.getByRole('list', { name: 'Women products' })).toHaveAttribute('aria-busy', 'true');
    expect(items('Women products')).toHaveLength(20);
    unmount();
    render(<OnePage />);
    expect(screen.getByRole('list', { name: 'Women products' })).not.toHaveAttribute('aria-busy');
  });

  it('shows 24, then Load more, moving focus to the first new card', async () => {
    render(<WithLoadMore />);
    expect(screen.getByText('51 products found')).toBeInTheDocument();
    expect(items('Sale products')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const after = items('Sale products');
    expect(after).toHaveLength(48);
    expect(within(after[24]!).getByRole('link')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(items('Sale products')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('goes back to 24 when the order changes', async () => {
    const onSortChange = jest.fn();
    render(<WithLoadMore onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    await waitFor(() => expect(onSortChange).toHaveBeenCalledWith('priceLowToHigh'));
    expect(items('Sale products')).toHaveLength(24);
  });

  it('switches to the list layout', async () => {
    const onViewChange = jest.fn();
    render(<OnePage onViewChange={onViewChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(onViewChange).toHaveBeenCalledWith('list');
    expect(screen.getByText('Kurta · Pink · Sizes: S, M, L, XL')).toBeInTheDocument();
  });

  it('says "1 product found" for one product', () => {
    render(<SingleProduct />);
    expect(screen.getByText('1 product found')).toBeInTheDocument();
  });

  it('shows the empty state, without the toolbar', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('No products available in this category at the moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it("keeps the count, sort, view and toolbar when the shopper's filters leave nothing", () => {
    render(<FilteredAway />);
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('No products match the filters you chose.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Women products' })).not.toBeInTheDocument();
  });

  it('renders the sidebar and the extra toolbar control', () => {
    render(<WithSidebar />);
    // The sidebar column shows from 768 px (jsdom applies no media queries, so it stays hidden here).
    expect(screen.getByRole('complementary', { name: 'Filters', hidden: true })).toHaveTextContent(
      'Filters go here',
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it.each([
    ['OnePage', OnePage],
    ['ListView', ListView],
    ['Empty', Empty],
    ['FilteredAway', FilteredAway],
    ['WithSidebar', WithSidebar],
  ])(
    '%s has no axe violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      expect(await axe(container)).toHaveNoViolations();
    },
    30_000,
  );
});
