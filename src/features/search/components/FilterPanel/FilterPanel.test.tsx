import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { BRANDS, PRODUCTS } from '@/features/catalog';
import { initialFilters } from '../../searchSlice';
import * as stories from './FilterPanel.stories';

const { Default, WithActiveFilters, CustomPriceRange, WomenListing, KidsListing, WithoutHeading } =
  composeStories(stories);

const group = (name: string) => screen.getByRole('group', { name });

describe('FilterPanel', () => {
  it('has Price, Brand, Size and Color sections: toggle buttons, open by default, each a labelled group', () => {
    render(<Default />);
    for (const name of ['Price', 'Brand', 'Size', 'Color']) {
      const toggle = screen.getByRole('button', { name });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(group(name));
    }
  });

  it('collapses and reopens a section', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    expect(screen.getByRole('button', { name: 'Brand' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    expect(within(group('Brand')).getAllByRole('checkbox')).toHaveLength(36);
  });

  it('when no brand has a product under the other filters, the brand list itself takes focus (to scroll it)', async () => {
    const { container } = render(<Default filters={{ ...initialFilters, priceRange: [9500, 10000] }} />);
    const brands = within(group('Brand')).getAllByRole('checkbox');
    expect(brands.every((brand) => (brand as HTMLInputElement).disabled)).toBe(true);
    expect(group('Brand')).toHaveAttribute('tabindex', '0');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists all 36 brands with their counts inside the labels; options giving 0 are disabled', () => {
    render(<Default />);
    const brands = within(group('Brand')).getAllByRole('checkbox');
    expect(brands).toHaveLength(BRANDS.length);
    expect(within(group('Brand')).getByRole('checkbox', { name: 'Van Heusen (1)' })).toBeEnabled();
    expect(within(group('Brand')).getByRole('checkbox', { name: 'Biba (0)' })).toBeDisabled();
  });

  it('lists the sizes and colours of the categories in the results, merged in the spec order', () => {
    render(<Default />);
    const sizes = within(group('Size'))
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('aria-label') ?? c.closest('label')!.textContent);
    expect(sizes.slice(0, 5).map((s) => s!.replace(/ \(\d+\)$/, ''))).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(within(group('Size')).getByRole('checkbox', { name: /^2-3Y \(\d+\)$/ })).toBeInTheDocument();
  });

  it('on the Women listing offers the Women sizes only', () => {
    render(<WomenListing />);
    expect(within(group('Size')).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('ticking an option reports the new filters, in the list order', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Default onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: /^Van Heusen/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...initialFilters, brands: ['Van Heusen'] });
    await user.click(screen.getByRole('checkbox', { name: /^Peter England/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...initialFilters, brands: ['Peter England', 'Van Heusen'] });
    await user.click(screen.getByRole('checkbox', { name: /^Van Heusen/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...initialFilters, brands: ['Peter England'] });
  });

  it('counts narrow as filters are ticked (standard faceting)', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.getByRole('checkbox', { name: 'XXL (5)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /^Allen Solly/ }));
    expect(screen.getByRole('checkbox', { name: 'XXL (1)' })).toBeEnabled();
    // Other brands still count as if ticked alone.
    expect(screen.getByRole('checkbox', { name: 'Van Heusen (1)' })).toBeEnabled();
  });

  it('a ticked option stays enabled even when it would give nothing', () => {
    render(<WithActiveFilters />);
    const vanHeusen = screen.getByRole('checkbox', { name: /^Van Heusen/ });
    expect(vanHeusen).toBeChecked();
    expect(vanHeusen).toBeEnabled();
  });

  it('price quick picks are toggle buttons that set the range', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Default onChange={onChange} />);
    const under = screen.getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ });
    expect(under).toHaveAttribute('aria-pressed', 'false');
    await user.click(under);
    expect(onChange).toHaveBeenLastCalledWith({ ...initialFilters, priceRange: [0, 1000] });
    expect(under).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '1000');
    await user.click(screen.getByRole('button', { name: /^₹1,000–₹2,000 \(\d+\)$/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...initialFilters, priceRange: [1000, 2000] });
    await user.click(screen.getByRole('button', { name: /^₹1,000–₹2,000 \(\d+\)$/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...initialFilters, priceRange: [0, 10000] });
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('offers the four quick picks of the spec, each with its count; a custom range presses none', () => {
    render(<CustomPriceRange />);
    const picks = within(group('Price')).getAllByRole('button');
    expect(picks.map((b) => b.textContent?.replace(/ \(\d+\)$/, ''))).toEqual([
      'Under ₹1,000',
      '₹1,000–₹2,000',
      '₹2,000–₹3,000',
      'Above ₹3,000',
    ]);
    expect(picks.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('a quick pick shows what it would give, like the checkboxes, and is disabled at 0', async () => {
    const user = userEvent.setup();
    render(<KidsListing />);
    const kids = PRODUCTS.filter((p) => p.category === 'Kids');
    const under = kids.filter((p) => p.price <= 1000).length;
    expect(screen.getByRole('button', { name: `Under ₹1,000 (${under})` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Above ₹3,000 (0)' })).toBeDisabled();
    // The counts follow the other sections' filters: a brand narrows them.
    const brand = kids.find((p) => p.brand && p.price <= 1000)!.brand!;
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${brand} \\(`) }));
    const narrowed = kids.filter((p) => p.brand === brand && p.price <= 1000).length;
    expect(screen.getByRole('button', { name: `Under ₹1,000 (${narrowed})` })).toBeEnabled();
  });

  it('Clear All resets every filter', async () => {
    const onClearAll = jest.fn();
    const user = userEvent.setup();
    render(<WithActiveFilters onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('has its own Filters heading except inside the drawer', () => {
    const { unmount } = render(<Default />);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    unmount();
    render(<WithoutHeading />);
    expect(screen.queryByRole('heading', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['WithActiveFilters', WithActiveFilters],
    ['CustomPriceRange', CustomPriceRange],
    ['WomenListing', WomenListing],
    ['WithoutHeading', WithoutHeading],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
