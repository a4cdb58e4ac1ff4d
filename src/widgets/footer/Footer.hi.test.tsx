import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as stories from './Footer.stories';

const { Default } = composeStories(stories);

describe('Footer, on a Hindi page', () => {
  onHindiPages();

  it('names its sections and links in Hindi, the links keeping the shop’s paths', () => {
    render(<Default />);
    const shopping = screen.getByRole('navigation', { name: 'ऑनलाइन शॉपिंग' });
    expect(
      within(shopping)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['महिलाएँ', '/women'],
      ['पुरुष', '/men'],
      ['बच्चे', '/kids'],
      ['ब्यूटी', '/beauty'],
      ['सेल', '/sale'],
    ]);
    const policies = screen.getByRole('navigation', { name: 'ग्राहक नीतियाँ' });
    for (const [name, href] of [
      ['संपर्क करें', '/contact'],
      ['रिटर्न पॉलिसी', '/return-policy'],
      ['शिकायत अधिकारी', '/grievance'],
      ['प्राइवेसी सेंटर', '/privacy-centre'],
    ]) {
      expect(within(policies).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('says its promise, the seller and the hours in Hindi, keeping the legal name, address, phone and email', () => {
    render(<Default />);
    expect(screen.getByText(/₹999 से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग और 30 दिन में आसान रिटर्न।$/)).toBeInTheDocument();
    const address = screen.getByText(/Rangoli Retail Private Limited/).closest('address');
    expect(address).toHaveTextContent(
      'Rangoli Retail Private Limitedरजिस्टर्ड ऑफ़िस: 221 Linking Road, Bandra West, Mumbai 400050',
    );
    expect(address).toHaveTextContent('कस्टमर केयरफ़ोन: +91 22 4000 1234ईमेल: support@rangoli.shop');
    expect(screen.getByRole('link', { name: '+91 22 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+912240001234',
    );
    expect(screen.getByText(/सोम-शुक्र: सुबह 9:00 से शाम 6:00 बजे तक/)).toBeInTheDocument();
    expect(screen.getByText(/रवि: बंद/)).toBeInTheDocument();
    expect(screen.getByText(/सर्वाधिकार सुरक्षित।$/)).toHaveTextContent(/^© \d{4} Rangoli\. सर्वाधिकार सुरक्षित।$/);
  });
});
