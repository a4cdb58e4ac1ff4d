import { composeStories } from '@storybook/react-webpack5';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import type { SortKey } from '../../sort';
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
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('priceHighToLow'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  describe('after the choice (its timers faked)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the choice at once and calls back after the next frame, once, with the newest choice', () => {
      const onChange = jest.fn();
      // A listing that takes the sort it is told.
      function Listing() {
        const [sort, setSort] = useState<SortKey>('featured');
        return (
          <Category
            value={sort}
            onChange={(next) => {
              onChange(next);
              setSort(next);
            }}
          />
        );
      }
      render(<Listing />);
      const select = screen.getByRole('combobox', { name: 'Sort by' });
      fireEvent.change(select, { target: { value: 'priceHighToLow' } });
      expect(select).toHaveDisplayValue('Price: High to Low');
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(select, { target: { value: 'newest' } });
      act(() => jest.runAllTimers());
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('newest');
      expect(select).toHaveDisplayValue('Newest First');
    });

    it('shows the sort it is given once the listing has been told, even one that never took the choice (Back)', () => {
      const onChange = jest.fn();
      const { rerender } = render(<Category onChange={onChange} />);
      const select = screen.getByRole('combobox', { name: 'Sort by' });
      fireEvent.change(select, { target: { value: 'priceHighToLow' } });
      act(() => jest.runAllTimers());
      expect(onChange).toHaveBeenCalledWith('priceHighToLow');
      // The listing went back before it showed the choice: the select says what the listing shows.
      expect(select).toHaveDisplayValue('Featured');
      rerender(<Category onChange={onChange} value="rating" />);
      expect(select).toHaveDisplayValue('Highest Rated');
    });

    it('calls nobody once it has left the page', () => {
      const onChange = jest.fn();
      const { unmount } = render(<Category onChange={onChange} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
      unmount();
      jest.runAllTimers();
      expect(onChange).not.toHaveBeenCalled();
    });
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
