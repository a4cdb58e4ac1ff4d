import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SortSelect.stories';

const { Category, PriceLowToHigh, BiggestDiscount, Search } = composeStories(stories);

const optionLabels = () =>
  within(screen.getByRole('combobox', { name: 'Sort by' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SortSelect', () => {
  it('is a native select labelled "Sort by" with the six category sorts in order', () => {
    render(<Category />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    expect(optionLabels()).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Newest First',
      'Highest Rated',
      'Biggest Discount',
    ]);
    expect(select).toHaveValue('featured');
  });

  it('shows the chosen sort', () => {
    render(<BiggestDiscount />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Biggest Discount');
  });

  it('calls back with the sort key the shopper picks', async () => {
    const onChange = jest.fn();
    render(<Category onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    expect(onChange).toHaveBeenCalledWith('priceHighToLow');
  });

  it('offers the four search sorts when given them', () => {
    render(<Search />);
    expect(optionLabels()).toEqual(['Featured', 'Price: Low to High', 'Price: High to Low', 'Highest Rated']);
  });

  it.each([
    ['Category', Category],
    ['PriceLowToHigh', PriceLowToHigh],
    ['BiggestDiscount', BiggestDiscount],
    ['Search', Search],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
