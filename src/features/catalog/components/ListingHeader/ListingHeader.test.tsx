import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ListingHeader.stories';
import { productsFound } from './ListingHeader';

const { Default, OneProduct, NoProducts, SortedListView, WithExtraControl } = composeStories(stories);

describe('productsFound', () => {
  it('uses the singular for exactly one', () => {
    expect(productsFound(0)).toBe('0 products found');
    expect(productsFound(1)).toBe('1 product found');
    expect(productsFound(2)).toBe('2 products found');
  });
});

describe('ListingHeader', () => {
  it('shows the count, the sort select and the view toggle', () => {
    render(<Default />);
    expect(screen.getByText('20 products found')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says "1 product found" for one product', () => {
    render(<OneProduct />);
    expect(screen.getByText('1 product found')).toBeInTheDocument();
  });

  it('reports sort and view changes', async () => {
    const onSortChange = jest.fn();
    const onViewChange = jest.fn();
    render(<SortedListView onSortChange={onSortChange} onViewChange={onViewChange} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest Rated');
    await waitFor(() => expect(onSortChange).toHaveBeenCalledWith('rating'));
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(onViewChange).toHaveBeenCalledWith('grid');
  });

  it('renders an extra control', () => {
    render(<WithExtraControl />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['OneProduct', OneProduct],
    ['NoProducts', NoProducts],
    ['SortedListView', SortedListView],
    ['WithExtraControl', WithExtraControl],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
