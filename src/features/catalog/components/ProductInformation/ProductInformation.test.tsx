import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ProductInformation.stories';

const {
  GarmentIndianBrand,
  GarmentImported,
  GarmentSet,
  BeautyWithPacker,
  BeautyWithoutPacker,
  BeautyTwoSizes,
} = composeStories(stories);

/** The list's rows as [term, value]. */
function rows(): [string, string][] {
  const section = screen.getByRole('region', { name: 'Product information' });
  const list = section.querySelector('dl')!;
  return [...list.querySelectorAll(':scope > div')].map((row) => [
    row.querySelector('dt')!.textContent!,
    row.querySelector('dd')!.textContent!,
  ]);
}

describe('ProductInformation', () => {
  it('a garment of an Indian brand: origin, manufacturer with address, 1 N, care, seller, returns', () => {
    render(<GarmentIndianBrand />);
    expect(screen.getByRole('heading', { level: 2, name: 'Product information' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Country of origin', 'India'],
      [
        'Manufacturer',
        'Rangmanch Apparels Private LimitedPlot 112, Sector 8, IMT Manesar, Gurugram 122052, Haryana',
      ],
      ['Net quantity', '1 N'],
      ['Care', 'Dry clean only'],
      ['Sold by', 'Rangoli Retail Private Limited, Mumbai'],
      ['Returns', 'Return or exchange within 30 days of delivery. Return Policy'],
    ]);
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy');
  });

  it('an imported garment names its importer, not a manufacturer; a set is 1 set', () => {
    const { unmount } = render(<GarmentImported />);
    expect(rows().map(([term]) => term)).toEqual([
      'Country of origin',
      'Importer',
      'Net quantity',
      'Care',
      'Sold by',
      'Returns',
    ]);
    expect(rows()[0]).toEqual(['Country of origin', 'Turkey']);
    unmount();
    render(<GarmentSet />);
    expect(rows()).toContainEqual(['Net quantity', '1 set']);
  });

  it('beauty with a packer: every row of the pack, in order', () => {
    render(<BeautyWithPacker />);
    expect(rows().map(([term]) => term)).toEqual([
      'Country of origin',
      'Manufacturer',
      'Packer',
      'Net quantity',
      'Manufactured',
      'Best before',
      'Ingredients',
      'Sold by',
      'Returns',
    ]);
    const values = Object.fromEntries(rows());
    expect(values['Packer']).toMatch(/^Shivalik Contract Packers LLP/);
    expect(values['Net quantity']).toBe('120 ml');
    expect(values['Manufactured']).toBe('September 2026');
    expect(values['Best before']).toBe('Use within 24 months of manufacture');
    expect(values['Ingredients']).toMatch(/^Aqua, Sodium Lauroyl Sarcosinate/);
    expect(values['Returns']).toBe(
      'Return or exchange within 30 days of delivery if unopened, with its seal intact. Return Policy',
    );
  });

  it('imported beauty without a packer', () => {
    render(<BeautyWithoutPacker />);
    const terms = rows().map(([term]) => term);
    expect(terms).toContain('Importer');
    expect(terms).not.toContain('Packer');
    expect(terms).not.toContain('Manufacturer');
    expect(Object.fromEntries(rows())['Net quantity']).toBe('30 ml');
  });

  it("beauty in two sizes: each size's net quantity", () => {
    render(<BeautyTwoSizes />);
    expect(Object.fromEntries(rows())['Net quantity']).toBe('30 ml or 50 ml, by the size chosen');
  });

  it.each(Object.entries(composeStories(stories)))('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
    expect(within(container).getAllByRole('term').length).toBeGreaterThan(5);
  });
});
