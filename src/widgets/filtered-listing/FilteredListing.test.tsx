import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS } from '@/features/catalog';
import * as stories from './FilteredListing.stories';

const { Women, Filtered, FilteredAway, NothingListed } = composeStories(stories);
const women = PRODUCTS.filter((p) => p.category === 'Women');

describe('FilteredListing', () => {
  it('lists the products with their count, sort and view', () => {
    render(<Women />);
    expect(screen.getByText(`${women.length} products found`)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Women products' })).getAllByRole('listitem'),
    ).toHaveLength(women.length);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
  });

  it('applies the filters of the URL', () => {
    render(<Filtered />);
    const biba = women.filter((p) => p.brand === 'Biba');
    expect(screen.getByText(`${biba.length} products found`)).toBeInTheDocument();
  });

  it('keeps its controls when the filters leave nothing, and offers to clear them', () => {
    render(<FilteredAway />);
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toBeInTheDocument();
    expect(screen.getByText('No products match the filters you chose.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });

  it("'Clear All Filters' clears them and moves focus to the page's heading (it takes itself off the page)", async () => {
    render(
      <main>
        <h1>Women</h1>
        <FilteredAway />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByText(`${women.length} products found`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Women' })).toHaveFocus();
  });

  it('an empty listing shows its own message and no filters', () => {
    render(<NothingListed />);
    expect(screen.getByText('No products available in this category at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });
});
