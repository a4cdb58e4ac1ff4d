import { screen, within } from '@testing-library/react';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { CONTACT } from '@/shared/lib/constants';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import ContactPage from './ContactPage';

onHindiPages();

const setup = () => renderWithProviders(<ContactPage />, { route: '/contact', path: '/contact' });

describe('ContactPage in Hindi', () => {
  it('gives the shop’s details in Hindi, its address, phone and email as they are', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'संपर्क की जानकारी' });
    expect(
      within(details)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['पता', 'फ़ोन', 'ईमेल', 'कामकाज का समय']);
    expect(within(details).getByText(CONTACT.address)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+912240001234',
    );
    expect(within(details).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      'mailto:' + CONTACT.email,
    );
    for (const text of ['सोम-शुक्र', 'सुबह 9:00 से शाम 6:00 बजे तक', 'शनि', 'रवि', 'बंद'])
      expect(within(details).getByText(text)).toBeInTheDocument();
  });

  it('labels the form in Hindi and shows its messages in the page’s edition', async () => {
    // The messages' Hindi is validation's (another area's words): here a stand-in shows the wiring.
    setEdition('hi', { ...HINDI, [FIELD_MSG.nameRequired]: 'कृपया अपना नाम लिखें' });
    const { user } = setup();
    expect(screen.getByRole('region', { name: 'हमें लिखें' })).toBeInTheDocument();
    for (const label of [/^नाम/, /^ईमेल/, /^फ़ोन/, /^मैसेज/])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText('वैकल्पिक')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(screen.getByLabelText(/^नाम/)).toHaveAccessibleDescription('कृपया अपना नाम लिखें');
    expect(screen.getByLabelText(/^नाम/)).toHaveFocus();
  });

  it("says 'Sending...' in Hindi while it sends", async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderWithProviders(<ContactPage />, {
        route: '/contact',
        userOptions: { advanceTimers: jest.advanceTimersByTimeAsync },
      });
      await user.type(screen.getByLabelText(/^नाम/), 'Ravi Kumar');
      await user.type(screen.getByLabelText(/^ईमेल/), 'ravi@example.com');
      await user.type(screen.getByLabelText(/^मैसेज/), 'क्या आप पुणे में डिलीवरी करते हैं?');
      await user.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
      expect(screen.getByRole('button', { name: 'भेजा जा रहा है...' })).toHaveAttribute('aria-busy', 'true');
    } finally {
      jest.useRealTimers();
    }
  });
});
