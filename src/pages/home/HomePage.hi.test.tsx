import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import HomePage from './HomePage';

// Whole pages with many cards render slowly on a busy machine.
jest.setTimeout(20_000);

describe('HomePage, on a Hindi page', () => {
  onHindiPages();

  it('has the hero in Hindi, its links keeping the shop’s paths', () => {
    renderWithProviders(<HomePage />);
    const hero = screen.getByRole('region', { name: 'पहनें इस मौसम का हर रंग' });
    expect(within(hero).getByText('त्योहारों का नया कलेक्शन आ गया है')).toBeInTheDocument();
    expect(
      within(hero).getByText(/₹999 से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग और 30 दिन में आसान रिटर्न।$/),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'महिलाओं के लिए ख़रीदें' })).toHaveAttribute('href', '/women');
    expect(within(hero).getByRole('link', { name: 'पुरुषों के लिए ख़रीदें' })).toHaveAttribute('href', '/men');
  });

  it('labels its sections by their Hindi headings', () => {
    renderWithProviders(<HomePage />);
    for (const name of ['कैटेगरी के हिसाब से ख़रीदें', 'ख़ास प्रोडक्ट', 'अभी ट्रेंड में', 'स्टाइल में रहें']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('इस मौसम के लिए चुने हुए')).toBeInTheDocument();
    expect(screen.getByText('ग्राहकों की 4.5 या उससे ज़्यादा रेटिंग')).toBeInTheDocument();
  });

  it('names the category tiles in Hindi', () => {
    renderWithProviders(<HomePage />);
    const tiles = within(screen.getByRole('region', { name: 'कैटेगरी के हिसाब से ख़रीदें' })).getAllByRole('link');
    expect(tiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['महिलाएँकुर्ते, साड़ियाँ और ड्रेस', '/women'],
      ['पुरुषशर्ट, जींस और शेरवानी', '/men'],
      ['बच्चेखेलने के कपड़े और त्योहारों के सेट', '/kids'],
      ['ब्यूटीमेकअप और स्किनकेयर', '/beauty'],
    ]);
  });
});
