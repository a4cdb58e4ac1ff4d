import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import { productFacts } from '../../productFacts';
import { PRODUCTS } from '../../products';
import * as stories from './ProductInformation.stories';

// The stories' facts are worked out as they load, in English: each test works them out again on
// the Hindi page, as the product page does when it renders.
const { GarmentIndianBrand } = composeStories(stories);
const factsOf = (id: number) => productFacts(PRODUCTS.find((p) => p.id === id)!);

/** The list's rows as [term, value]. */
function rows(): [string, string][] {
  const section = screen.getByRole('region', { name: 'प्रॉडक्ट की जानकारी' });
  return [...section.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent!,
    row.querySelector('dd')!.textContent!,
  ]);
}

describe('ProductInformation on a Hindi page', () => {
  onHindiPages();

  it('a garment of an Indian brand: भारत, its maker as the pack names it, 1 नग, care, seller and returns', () => {
    render(<GarmentIndianBrand facts={factsOf(1)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'प्रॉडक्ट की जानकारी' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['मूल देश', 'भारत'],
      [
        'निर्माता',
        'Rangmanch Apparels Private LimitedPlot 112, Sector 8, IMT Manesar, Gurugram 122052, Haryana',
      ],
      ['कुल मात्रा', '1 नग'],
      ['देखभाल', 'सिर्फ़ ड्राई क्लीन करें'],
      ['विक्रेता', 'Rangoli Retail Private Limited, Mumbai'],
      ['रिटर्न', 'डिलीवरी के 30 दिनों के अंदर रिटर्न या एक्सचेंज करें। रिटर्न पॉलिसी'],
    ]);
    expect(screen.getByRole('link', { name: 'रिटर्न पॉलिसी' })).toHaveAttribute('href', '/return-policy');
  });

  it('an imported garment names its importer and its country in Hindi; a set is 1 सेट', () => {
    const { unmount } = render(<GarmentIndianBrand facts={factsOf(10)} />);
    expect(
      rows()
        .slice(0, 2)
        .map(([term, value]) => [term, value.slice(0, 12)]),
    ).toEqual([
      ['मूल देश', 'तुर्की'],
      ['आयातक', 'Castellana R'],
    ]);
    unmount();
    render(<GarmentIndianBrand facts={factsOf(4)} />);
    expect(rows()).toContainEqual(['कुल मात्रा', '1 सेट']);
  });

  it('beauty: packer, month of manufacture in Hindi, shelf life; the ingredients as on the pack', () => {
    render(<GarmentIndianBrand facts={factsOf(62)} />);
    expect(rows().map(([term]) => term)).toEqual([
      'मूल देश',
      'निर्माता',
      'पैकर',
      'कुल मात्रा',
      'निर्माण',
      'इससे पहले इस्तेमाल करें',
      'सामग्री',
      'विक्रेता',
      'रिटर्न',
    ]);
    const values = Object.fromEntries(rows());
    expect(values['निर्माण']).toBe('सितंबर 2026');
    expect(values['इससे पहले इस्तेमाल करें']).toBe('निर्माण के 24 महीनों के अंदर इस्तेमाल करें');
    expect(values['सामग्री']).toMatch(/^Aqua, Sodium Lauroyl Sarcosinate/);
    expect(values['रिटर्न']).toBe(
      'डिलीवरी के 30 दिनों के अंदर रिटर्न या एक्सचेंज करें, अगर प्रॉडक्ट खुला न हो और उसकी सील न टूटी हो। रिटर्न पॉलिसी',
    );
  });

  it("beauty in two sizes: each size's net quantity", () => {
    render(<GarmentIndianBrand facts={factsOf(64)} />);
    expect(Object.fromEntries(rows())['कुल मात्रा']).toBe('30 ml या 50 ml, चुने गए साइज़ के अनुसार');
  });

  it('has no axe violations', async () => {
    const { container } = render(<GarmentIndianBrand facts={factsOf(62)} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
