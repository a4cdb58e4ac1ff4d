import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { COUPONS } from '@/features/coupons';
import { DELIVERY_DAYS, lookupPincode } from '@/features/delivery';
import { COD_LIMIT, RETURN_DAYS } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { renderWithProviders } from '@/test/renderWithProviders';
import FaqPage from './FaqPage';
import {
  DELIVERY_DAYS as SAID_DAYS,
  METRO_CITIES,
  NOT_SERVED,
  PREPAID_ONLY_NORTH,
  PREPAID_ONLY_NORTH_EAST,
  RULES,
  listOf,
} from './policyWords';
import PrivacyPage from './PrivacyPage';
import ReturnPolicyPage from './ReturnPolicyPage';
import ShippingPage from './ShippingPage';
import TermsPage from './TermsPage';

const PAGES: [string, ComponentType, string, string][] = [
  ['/faq', FaqPage, 'Frequently Asked Questions', 'FAQ — Rangoli'],
  ['/return-policy', ReturnPolicyPage, 'Return Policy', 'Return Policy — Rangoli'],
  ['/shipping', ShippingPage, 'Shipping', 'Shipping — Rangoli'],
  ['/privacy', PrivacyPage, 'Privacy Policy', 'Privacy Policy — Rangoli'],
  ['/terms', TermsPage, 'Terms of Use', 'Terms of Use — Rangoli'],
];

describe.each(PAGES)('%s', (route, Page, h1, title) => {
  it('has one h1, its title, a breadcrumb, sections and the help links', () => {
    renderWithProviders(<Page />, { route });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    const help = screen.getByRole('navigation', { name: 'Help & policies' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/faq', '/shipping', '/return-policy', '/privacy', '/terms', '/contact', '/grievance']);
    expect(within(help).getByRole('link', { current: 'page' })).toHaveAttribute('href', route);
    expect(screen.getByText('Mon-Fri')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM-6:00 PM')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Page />, { route });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Privacy Policy', () => {
  it('points to the Privacy Centre', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('link', { name: 'Privacy Centre' })).toHaveAttribute('href', '/privacy-centre');
  });
});

describe('FAQ accordion', () => {
  it('has at least 8 questions, closed until chosen, opened by mouse or keyboard', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faq' });
    const questions = document.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(8);
    const details = screen.getByText('What is your return policy?').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('What is your return policy?'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/within 30 days of delivery/)).toBeVisible();
    await user.click(screen.getByText('What is your return policy?'));
    expect(details).not.toHaveAttribute('open');
  });

  it('answers agree with the business constants', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(screen.getByText('How much does shipping cost?'));
    expect(screen.getByText(/free on orders over ₹999/)).toBeInTheDocument();
    await user.click(screen.getByText('Are taxes included in the prices?'));
    expect(screen.getByText(/GST of 18%/)).toBeInTheDocument();
    expect(screen.getByText('Which payment methods do you accept?')).toBeInTheDocument();
  });
});

describe('policy content', () => {
  it('shipping: free over ₹999', () => {
    renderWithProviders(<ShippingPage />, { route: '/shipping' });
    expect(screen.getByText(/Free shipping on orders over ₹999/)).toBeInTheDocument();
  });

  it('returns: 30 days', () => {
    renderWithProviders(<ReturnPolicyPage />, { route: '/return-policy' });
    expect(screen.getByRole('heading', { name: '30-day easy returns' })).toBeInTheDocument();
  });
});

/** The page's words, spaces run together as a reader sees them. */
const pageText = () => (document.querySelector('main') ?? document.body).textContent!.replace(/\s+/g, ' ');

describe("the policy pages state the shop's rules, read from its constants", () => {
  const COD_RULES = [
    `Cash on Delivery is available on orders up to ${formatINR(COD_LIMIT)}, GST included.`,
    RULES.codRegions,
  ];

  it('FAQ: Cash on Delivery, delivery, cancelling, coupons, size guide, back-in-stock, refunds', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const text = pageText();
    for (const rule of [
      ...COD_RULES,
      RULES.deliveryTimes,
      RULES.notServed,
      RULES.cancel,
      RULES.cancelShipped,
      RULES.cancelRefund,
      RULES.exchange,
      RULES.refundPrepaid,
      RULES.refundCod,
    ])
      expect(text).toContain(rule);
    for (const coupon of COUPONS) expect(text).toContain(`${coupon.code}: ${coupon.rule}`);
    for (const question of [
      'How do coupons work?',
      'Can I cancel my order?',
      'How do I find my size?',
      'Can you tell me when a sold-out size is back?',
      'Do you deliver everywhere in India?',
    ])
      expect(screen.getByText(question)).toBeInTheDocument();
    expect(text).toContain('choose Size guide beside Select Size');
    expect(text).toContain('Notify me when XL is back');
    expect(text).toContain('Back-in-stock alerts');
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });

  it('Shipping: delivery days by region from the delivery table, Cash on Delivery, Andaman, cancelling', () => {
    renderWithProviders(<ShippingPage />, { route: '/shipping' });
    const rows = within(screen.getByRole('table', { name: 'Estimated delivery times' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent!.replace(/\s+/g, ' '));
    expect(rows).toEqual([
      `Metro cities: ${listOf(METRO_CITIES.map((c) => c.name))}${DELIVERY_DAYS.metro} days`,
      `Other cities and towns${DELIVERY_DAYS.elsewhere} days`,
      `The North-East (${listOf(PREPAID_ONLY_NORTH_EAST.map((p) => p.name))}), Jammu & Kashmir and Ladakh: prepaid orders only${DELIVERY_DAYS.prepaidOnly} days`,
    ]);
    const text = pageText();
    for (const rule of [...COD_RULES, RULES.notServed, RULES.sundays, RULES.cancel, RULES.cancelShipped])
      expect(text).toContain(rule);
    expect(text).not.toMatch(/business days/);
  });

  it('Return Policy: the window, exchanges, refunds (Cash on Delivery as Rangoli credit), cancelling', () => {
    renderWithProviders(<ReturnPolicyPage />, { route: '/return-policy' });
    const text = pageText();
    expect(text).toContain(`You can ask for a return or an exchange within ${RETURN_DAYS} days of delivery.`);
    for (const rule of [
      RULES.exchange,
      RULES.refundPrepaid,
      RULES.refundCod,
      RULES.cancel,
      RULES.cancelRefund,
    ])
      expect(text).toContain(rule);
    expect(screen.getByRole('heading', { level: 2, name: 'Cancelling an order' })).toBeInTheDocument();
  });

  it('nothing contradicts the shop: COD refunds are credit, no business-day promises, no Delhi NCR', () => {
    for (const [Page, route] of [
      [FaqPage, '/faq'],
      [ShippingPage, '/shipping'],
      [ReturnPolicyPage, '/return-policy'],
    ] as const) {
      const { unmount } = renderWithProviders(<Page />, { route });
      const text = pageText();
      expect(text).not.toMatch(/bank account/i);
      expect(text).not.toMatch(/business days/);
      expect(text).not.toMatch(/Delhi NCR/);
      unmount();
    }
  });

  it('a changed COD limit changes the words the pages show', () => {
    let words: typeof RULES | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/shared/lib/constants', () => ({
        ...jest.requireActual<object>('@/shared/lib/constants'),
        COD_LIMIT: 7500,
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry, with the mock
      words = (require('./policyWords') as { RULES: typeof RULES }).RULES;
    });
    expect(words?.codLimit).toBe('Cash on Delivery is available on orders up to ₹7,500, GST included.');
  });

  it('the words name COD_LIMIT and the delivery days, so a changed rule changes them', () => {
    expect(RULES.codLimit).toContain(formatINR(COD_LIMIT));
    expect(RULES.codRegions).toContain(`arrive in ${DELIVERY_DAYS.prepaidOnly} days`);
    expect(RULES.deliveryTimes).toContain(`${DELIVERY_DAYS.metro} days in Delhi`);
    expect(RULES.deliveryTimes).toContain(`and in ${DELIVERY_DAYS.elsewhere} days everywhere else`);
  });
});

describe('the places the pages name agree with the delivery table', () => {
  /** Every district the shop delivers to, by trying each 3-digit prefix. */
  const zones = Array.from({ length: 900 }, (_, i) => `${100 + i}001`).flatMap((pincode) => {
    const zone = lookupPincode(pincode);
    return zone ? [{ pincode, ...zone }] : [];
  });

  it("says the delivery table's days (the pages' copy of DELIVERY_DAYS is the table's)", () => {
    expect(SAID_DAYS).toEqual(DELIVERY_DAYS);
  });

  it('the metros: each named city is delivered in DELIVERY_DAYS.metro days, with Cash on Delivery, and no other place is', () => {
    for (const { pincode } of METRO_CITIES)
      expect(lookupPincode(pincode)).toMatchObject({ days: DELIVERY_DAYS.metro, cod: true });
    expect(zones.filter((zone) => zone.days === DELIVERY_DAYS.metro)).toHaveLength(METRO_CITIES.length);
  });

  it('prepaid only: exactly the named states, every district of theirs, in DELIVERY_DAYS.prepaidOnly days', () => {
    const named = [...PREPAID_ONLY_NORTH_EAST, ...PREPAID_ONLY_NORTH];
    for (const { pincode } of named)
      expect(lookupPincode(pincode)).toMatchObject({ days: DELIVERY_DAYS.prepaidOnly, cod: false });
    const stateName = (state: string) => state.replace(' and ', ' & ');
    const withoutCod = new Set(zones.filter((zone) => !zone.cod).map((zone) => stateName(zone.state)));
    expect([...withoutCod].sort()).toEqual(named.map((place) => place.name).sort());
    for (const zone of zones.filter((z) => withoutCod.has(stateName(z.state))))
      expect(zone).toMatchObject({ cod: false, days: DELIVERY_DAYS.prepaidOnly });
    // Sikkim is in the North-East, but has Cash on Delivery: the pages name the states.
    expect(lookupPincode('737101')).toMatchObject({ cod: true, days: DELIVERY_DAYS.elsewhere });
  });

  it('everywhere else: DELIVERY_DAYS.elsewhere days with Cash on Delivery; the Andaman and Nicobar Islands are not served', () => {
    for (const zone of zones.filter((z) => z.days !== DELIVERY_DAYS.metro && z.cod))
      expect(zone.days).toBe(DELIVERY_DAYS.elsewhere);
    expect(lookupPincode(NOT_SERVED.pincode)).toBeUndefined();
    expect(zones.some((zone) => /Andaman|Nicobar/.test(zone.state))).toBe(false);
  });
});
