import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './Select.stories';

const { SortBy, WithPlaceholder, WithError, WithHint, Disabled, WithReactHookForm } = composeStories(stories);

describe('Select', () => {
  it.each([
    ['SortBy', SortBy],
    ['WithPlaceholder', WithPlaceholder],
    ['WithError', WithError],
    ['WithHint', WithHint],
    ['Disabled', Disabled],
    ['WithReactHookForm', WithReactHookForm],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a native select labelled "Sort by" with the options in order', async () => {
    const onChange = jest.fn();
    render(<SortBy onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Newest First',
      'Highest Rated',
      'Biggest Discount',
    ]);
    expect(select).toHaveValue('featured');
    await userEvent.selectOptions(select, 'Price: Low to High');
    expect(select).toHaveValue('priceLowToHigh');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('puts an empty placeholder option first', () => {
    render(<WithPlaceholder />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Select a state');
    expect(select).toBeRequired();
  });

  it('an error sets aria-invalid and is described', () => {
    render(<WithError />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('State is required');
  });

  it('disables single options', () => {
    render(<WithHint />);
    expect(screen.getByRole('option', { name: 'XL (sold out)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription(
      'Check the size guide',
    );
  });

  it('works with react-hook-form register', async () => {
    const user = userEvent.setup();
    render(<WithReactHookForm />);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(await screen.findByText('State is required')).toBeInTheDocument();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.queryByText('State is required')).not.toBeInTheDocument();
  });
});
