import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { COUPONS } from '@/features/coupons';
import { CONTACT } from '@/shared/lib/constants';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import FaqPage from './FaqPage';
import { RULES } from './policyWords';
import PrivacyPage from './PrivacyPage';
import ReturnPolicyPage from './ReturnPolicyPage';
import ShippingPage from './ShippingPage';
import TermsPage from './TermsPage';

onHindiPages();

/** The page's words, spaces run together as a reader sees them. */
const pageText = () => document.body.textContent!.replace(/\s+/g, ' ');

/**
 * The Latin words left on the page, but for what stays as it is in Hindi: names (the brand, the
 * company, the cities' pincodes' ids), abbreviations, contacts, the route the test shows, and the
 * coupons' codes and rules (the coupons' own texts, another area's words).
 */
function untranslated(): string[] {
  const kept = new Set(['Rangoli', 'GST', 'UPI', 'ID', 'CVV', 'UK', 'US', 'XL', 'KB']);
  let text = pageText();
  for (const literal of [
    CONTACT.email,
    CONTACT.phone,
    CONTACT.address,
    ...COUPONS.flatMap((c) => [c.rule, c.code]),
  ])
    text = text.split(literal).join(' ');
  text = text.replace(/\/[\w/-]*/g, ' ');
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((word) => !kept.has(word));
}

const PAGES: [string, ComponentType, string][] = [
  ['/faq', FaqPage, 'अक्सर पूछे जाने वाले सवाल'],
  ['/return-policy', ReturnPolicyPage, 'रिटर्न पॉलिसी'],
  ['/shipping', ShippingPage, 'शिपिंग'],
  ['/privacy', PrivacyPage, 'प्राइवेसी पॉलिसी'],
  ['/terms', TermsPage, 'इस्तेमाल की शर्तें'],
];

describe.each(PAGES)('%s in Hindi', (route, Page, h1) => {
  it('is headed, framed and written in Hindi, with no English left', () => {
    renderWithProviders(<Page />, { route });
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).getByRole('link', { name: 'होम' }),
    ).toHaveAttribute('href', '/');
    const help = screen.getByRole('navigation', { name: 'मदद और पॉलिसी' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'अक्सर पूछे जाने वाले सवाल',
      'शिपिंग',
      'रिटर्न पॉलिसी',
      'प्राइवेसी पॉलिसी',
      'इस्तेमाल की शर्तें',
      'संपर्क करें',
      'शिकायत अधिकारी',
    ]);
    expect(screen.getByRole('complementary', { name: 'मदद और संपर्क' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कामकाज का समय' })).toBeInTheDocument();
    expect(screen.getByText('सोम-शुक्र')).toBeInTheDocument();
    expect(screen.getByText('सुबह 9:00 से शाम 6:00 बजे तक')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });
});

describe('the rules in Hindi', () => {
  it('name the places, the days and the limit in Hindi word order', () => {
    expect(RULES.codLimit).toBe('GST सहित ₹5,000 तक के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध है।');
    expect(RULES.deliveryTimes).toContain(
      'दिल्ली, मुंबई, कोलकाता, चेन्नई, बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद में ऑर्डर 2 दिन में पहुँचते हैं',
    );
    expect(RULES.codRegions).toContain('जम्मू और कश्मीर और लद्दाख में कैश ऑन डिलीवरी उपलब्ध नहीं है');
    expect(RULES.notServed).toBe('फ़िलहाल हम अंडमान और निकोबार द्वीपसमूह में डिलीवरी नहीं करते।');
    expect(RULES.returnWindow).toBe('डिलीवरी के 30 दिनों के अंदर आप रिटर्न या एक्सचेंज का अनुरोध कर सकते हैं।');
  });
});

describe('FAQ in Hindi', () => {
  it('asks and answers in Hindi, with its links inside the sentences', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('heading', { level: 2, name: 'ऑर्डर और भुगतान' })).toBeInTheDocument();
    await user.click(screen.getByText('आपकी रिटर्न पॉलिसी क्या है?'));
    const details = screen.getByText('आपकी रिटर्न पॉलिसी क्या है?').closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent(
      'ज़्यादातर आइटम डिलीवरी के 30 दिनों के अंदर, बिना इस्तेमाल किए और टैग के साथ, रिटर्न या एक्सचेंज करें। पूरी रिटर्न पॉलिसी पढ़ें।',
    );
    expect(within(details).getByRole('link', { name: 'रिटर्न पॉलिसी' })).toHaveAttribute(
      'href',
      '/return-policy',
    );
    const text = pageText();
    for (const rule of [RULES.codLimit, RULES.codRegions, RULES.cancel, RULES.exchange, RULES.refundCod])
      expect(text).toContain(rule);
    expect(text).toContain('WELCOME200 के लिए लॉग इन होना ज़रूरी है।');
    expect(text).toContain(
      '(समय: सोम-शुक्र सुबह 9:00 से शाम 6:00 बजे तक, शनि सुबह 10:00 से शाम 4:00 बजे तक, रवि बंद)',
    );
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/contact');
  });
});

describe('Shipping in Hindi', () => {
  it('gives the delivery table in Hindi', () => {
    renderWithProviders(<ShippingPage />, { route: '/shipping' });
    const table = screen.getByRole('table', { name: 'डिलीवरी का अनुमानित समय' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['कहाँ', 'पहुँचने में'],
      ['मेट्रो शहर: दिल्ली, मुंबई, कोलकाता, चेन्नई, बेंगलुरु, हैदराबाद, पुणे और अहमदाबाद', '2 दिन'],
      ['दूसरे शहर और कस्बे', '4 दिन'],
      [
        'पूर्वोत्तर (असम, अरुणाचल प्रदेश, मणिपुर, मेघालय, मिज़ोरम, नगालैंड और त्रिपुरा), जम्मू और कश्मीर और लद्दाख: सिर्फ़ प्रीपेड ऑर्डर',
        '7 दिन',
      ],
    ]);
    expect(screen.getByText('मुफ़्त')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');
  });
});

describe('Return Policy in Hindi', () => {
  it('heads its sections in Hindi', () => {
    renderWithProviders(<ReturnPolicyPage />, { route: '/return-policy' });
    expect(screen.getByRole('heading', { level: 2, name: '30 दिनों में आसान रिटर्न' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ऑर्डर रद्द करना' })).toBeInTheDocument();
  });
});

describe('Privacy Policy and Terms in Hindi', () => {
  it('link the Privacy Centre and the policies by their Hindi names', () => {
    const { unmount } = renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('link', { name: 'प्राइवेसी सेंटर' })).toHaveAttribute('href', '/privacy-centre');
    unmount();
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByText(/हमारा रजिस्टर्ड ऑफ़िस इस पते पर है: 221 Linking Road/)).toBeInTheDocument();
    expect(screen.getByText('Rangoli पर ख़रीदारी के नियम। ऑर्डर करने से पहले कृपया इन्हें पढ़ें।')).toBeInTheDocument();
  });
});
