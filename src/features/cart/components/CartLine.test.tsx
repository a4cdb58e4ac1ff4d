import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './CartLine.stories';

const {
  Default,
  SeveralItems,
  NotDiscounted,
  NoBrand,
  LongName,
  AtMaximum,
  LowStock,
  SoldOut,
  OtherSizeRecommended,
  RecommendedSizeChosen,
  SoldOutWithRecommendation,
} = composeStories(stories);

describe('CartLine', () => {
  it('shows image, brand, name linking to the product, size, price and struck original price', () => {
    render(<Default />);
    const line = screen.getByRole('article', { name: 'Chanderi Silk Anarkali Kurta Size: M' });
    expect(within(line).getByRole('img', { name: 'Chanderi Silk Anarkali Kurta' })).toHaveAttribute(
      'src',
      '/assets/products/1.svg',
    );
    expect(within(line).getByText('Biba')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Chanderi Silk Anarkali Kurta' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(within(line).getByText('Size: M')).toBeInTheDocument();
    expect(within(line).getByText('₹2,499', { selector: 'span' })).toBeInTheDocument();
    expect(within(line).getByText('₹3,999').tagName).toBe('S');
  });

  it('disables "Decrease quantity" at 1 and raises the quantity with "Increase quantity"', async () => {
    const onQuantityChange = fn();
    render(<Default onQuantityChange={onQuantityChange} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(1, 'M', 2);
  });

  it('lowers the quantity above 1', async () => {
    const onQuantityChange = fn();
    render(<SeveralItems onQuantityChange={onQuantityChange} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(screen.getByText('₹7,497')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(1, 'M', 2);
  });

  it('keeps focus in the stepper when the minus button becomes disabled', async () => {
    const { rerender } = render(<SeveralItems quantity={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    rerender(<SeveralItems quantity={1} />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
  });

  it('disables "Increase quantity" at 99, keeping focus in the stepper', async () => {
    const { rerender } = render(<AtMaximum quantity={98} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    rerender(<AtMaximum />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
    expect(screen.getByText('₹2,47,401')).toBeInTheDocument();
  });

  it("says 'Only 2 left in size L' at a size's last pieces, and still lets the shopper ask for more (the page says why not)", async () => {
    const onQuantityChange = fn();
    render(<LowStock onQuantityChange={onQuantityChange} />);
    expect(screen.getByText('Only 2 left in size L')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(1, 'L', 3);
  });

  it('says nothing of stock for a size in stock without limit', () => {
    render(<Default />);
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it("marks a size sold out since it was added: 'Sold out', no total or stepper, 'Change size' keeps the quantity", async () => {
    const onSizeChange = fn();
    const onRemove = fn();
    const { container } = render(<SoldOut onSizeChange={onSizeChange} onRemove={onRemove} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Item total/)).not.toBeInTheDocument();
    const change = screen.getByRole('combobox', { name: 'Change size' });
    expect(
      within(change)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a size', 'S', 'M', 'L']);
    await userEvent.selectOptions(change, 'M');
    expect(onSizeChange).toHaveBeenCalledWith(1, 'XL', 'M');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(1, 'XL');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'Recommended: L' beside a chosen M, with 'Change size' keeping the quantity and the stepper", async () => {
    const onSizeChange = fn();
    const { container } = render(<OtherSizeRecommended onSizeChange={onSizeChange} />);
    expect(screen.getByText('Recommended: L')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    const change = screen.getByRole('combobox', { name: 'Change size' });
    expect(
      within(change)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a size', 'S', 'L']);
    await userEvent.selectOptions(change, 'L');
    expect(onSizeChange).toHaveBeenCalledWith(1, 'M', 'L');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says nothing more when the recommended size is the chosen one, or none is recommended', () => {
    const { unmount } = render(<RecommendedSizeChosen />);
    expect(screen.queryByText(/^Recommended/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    render(<Default />);
    expect(screen.queryByText(/^Recommended/)).not.toBeInTheDocument();
  });

  it("has one 'Change size' at most: a sold-out line's, with the recommendation beside it", async () => {
    const { container } = render(<SoldOutWithRecommendation />);
    expect(screen.getByText('Recommended: L')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Change size' })).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('removes with "Remove"', async () => {
    const onRemove = fn();
    render(<Default onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(1, 'M');
  });

  it('shows no struck price for a product sold at its original price', () => {
    render(<NotDiscounted />);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows no brand line (never "undefined") for the product without a brand', () => {
    render(<NoBrand />);
    const line = screen.getByRole('article');
    expect(line).not.toHaveTextContent('undefined');
    expect(within(line).getByRole('heading').previousElementSibling).toBeNull();
  });

  it.each([
    ['Default', Default],
    ['SeveralItems', SeveralItems],
    ['NotDiscounted', NotDiscounted],
    ['NoBrand', NoBrand],
    ['LongName', LongName],
    ['AtMaximum', AtMaximum],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
