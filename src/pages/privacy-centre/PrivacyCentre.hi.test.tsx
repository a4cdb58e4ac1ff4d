import { screen, within } from '@testing-library/react';
import { SAMPLE_PROFILE } from '@/features/auth';
import { initialPreferencesState } from '@/features/preferences';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import type { RootState } from '@/test/app';
import { renderWithProviders } from '@/test/renderWithProviders';
import { consentInWords, formatBytes, storedDataRows, type DeviceState } from './deviceData';
import PrivacyCentrePage from './PrivacyCentrePage';

beforeEach(() => setEdition('hi', HINDI));
afterEach(() => {
  setEdition('en');
  localStorage.clear();
  sessionStorage.clear();
});

const FULL: Partial<RootState> = {
  auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
  cart: {
    lines: [
      { id: 4, size: 'S', quantity: 2 },
      { id: 7, size: 'M', quantity: 1 },
    ],
  },
  wishlist: { ids: [1], savedPrices: {} },
  preferences: { pincode: '700016', recentlyViewed: [4, 7], mySizes: {}, stockAlerts: [] },
};

const renderCentre = (preloadedState: Partial<RootState> = FULL) =>
  renderWithProviders(<PrivacyCentrePage />, { preloadedState, route: '/privacy-centre' });

const rows = () =>
  within(screen.getByRole('table', { name: 'इस डिवाइस पर आपका डेटा' }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('Privacy Centre in Hindi', () => {
  it('names its table, its columns and its rows in Hindi', () => {
    localStorage.setItem('consent', 'all');
    renderCentre();
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी सेंटर' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['डेटा', 'क्या रखा जाता है', 'साइज़'],
      ['अकाउंट', 'Priya Sharma, 1 सेव किया गया पता', '0 बाइट'],
      ['कार्ट', '3 आइटम', '0 बाइट'],
      ['विशलिस्ट', '1 आइटम', '0 बाइट'],
      ['ऑर्डर और शिकायतें', 'कुछ नहीं', '0 बाइट'],
      ['रिव्यू', 'कुछ नहीं', '0 बाइट'],
      ['हाल ही में देखे गए', '2 प्रोडक्ट', '0 बाइट'],
      ['मेरे साइज़', 'कुछ नहीं', '0 बाइट'],
      ['बैक-इन-स्टॉक अलर्ट', 'कुछ नहीं', '0 बाइट'],
      ['डिलीवरी पिनकोड', '700016', '0 बाइट'],
      ['अधूरा चेकआउट', 'कुछ नहीं', '0 बाइट'],
      ['आपकी प्राइवेसी पसंद', 'सारे वैकल्पिक डेटा की अनुमति', '3 बाइट'],
    ]);
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacy');
  });

  it('names each switch in Hindi, with its why', () => {
    renderCentre();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('switch', { name: 'हाल ही में देखे गए' })).toHaveAccessibleDescription(
      'आपके देखे गए प्रोडक्ट दिखाता है, ताकि आप उन्हें फिर से ढूँढ सकें।',
    );
    for (const name of ['मेरे साइज़', 'बैक-इन-स्टॉक अलर्ट', 'डिलीवरी पिनकोड'])
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'वैकल्पिक डेटा' })).toBeInTheDocument();
  });

  it("asks in Hindi before 'Delete my data', and says in Hindi that it is done", async () => {
    const { user } = renderCentre();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मेरा डेटा डिलीट करें' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Rangoli इस डिवाइस पर जो कुछ रखता है, क्या वह सब डिलीट करें?',
    });
    expect(dialog).toHaveAccessibleDescription(/इसे वापस नहीं लाया जा सकता।/);
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'सब डिलीट करें' }));
    expect(await screen.findByText('आपका डेटा डिलीट कर दिया गया है')).toHaveAttribute('role', 'status');
  });
});

describe('deviceData in Hindi', () => {
  const EMPTY: DeviceState = {
    auth: { user: null, remember: true },
    cart: { lines: [] },
    wishlist: { ids: [], savedPrices: {} },
    orders: { list: [], changes: {} },
    reviews: { own: [], helpful: [] },
    preferences: initialPreferencesState,
    consent: { allowed: null },
  };

  it('says the amounts, the sizes and the choice in Hindi', () => {
    expect(formatBytes(1)).toBe('1 बाइट');
    expect(formatBytes(812)).toBe('812 बाइट');
    expect(formatBytes(3482)).toBe('3.4 KB');
    expect(consentInWords(null)).toBe('अभी चुना नहीं गया');
    expect(consentInWords([])).toBe('सिर्फ़ ज़रूरी डेटा');
    expect(consentInWords(['mySizes', 'pincode'])).toBe('अनुमति: मेरे साइज़, डिलीवरी पिनकोड');
    const table = storedDataRows(
      {
        ...EMPTY,
        orders: {
          list: [{ id: 'ORD-1' }, { id: 'ORD-2' }] as never,
          changes: { 'ORD-9': {} } as never,
          complaints: [{ id: 'CMP-1001' }, { id: 'CMP-1002' }] as never,
        },
        reviews: { own: [{ id: 'r' }] as never, helpful: ['a', 'b'] as never },
      },
      () => [],
    );
    const amount = (name: string) => table.find((row) => row.name === name)?.amount;
    expect(amount('ऑर्डर और शिकायतें')).toBe('2 ऑर्डर, 2 शिकायतें, ऑर्डर में 1 बदलाव');
    expect(amount('रिव्यू')).toBe('1 रिव्यू, 2 को मददगार बताया');
    expect(amount('हाल ही में देखे गए')).toBe('नहीं रखा जाता');
    expect(amount('आपकी प्राइवेसी पसंद')).toBe('अभी चुना नहीं गया');
  });
});
