import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import ProfilePage from './ProfilePage';

const priya = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '',
};

const setup = () =>
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { auth: { user: priya, remember: true } },
  });

onHindiPages();

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ProfilePage, in Hindi', () => {
  it('shows the details under Hindi terms, and the way to the Privacy Centre in a Hindi sentence', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'निजी जानकारी' })).toBeInTheDocument();
    expect(valueOf('नाम')).toHaveTextContent('Priya Sharma');
    expect(valueOf('ईमेल')).toHaveTextContent('priya@example.com');
    expect(valueOf('फ़ोन')).toHaveTextContent('+91 98765 43210');
    expect(valueOf('पता')).toHaveTextContent('अभी नहीं जोड़ा गया');
    expect(screen.getByRole('region', { name: 'शिकायतें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपका डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्राइवेसी सेंटर' })).toHaveAttribute('href', '/privacy-centre');
    expect(screen.getByRole('link', { name: 'प्राइवेसी सेंटर' }).parentElement).toHaveTextContent(
      /^प्राइवेसी सेंटर में देखें कि Rangoli इस डिवाइस पर क्या रखता है,/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('edits in Hindi, showing the rules’ messages through the dictionary', async () => {
    // The validation messages' Hindi is another area's: a stand-in here shows they are translated.
    setEdition('hi', { ...HINDI, [FIELD_MSG.nameRequired]: 'नाम डालें' });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'बदलें' }));
    const address = screen.getByRole('textbox', { name: /^पता/ });
    expect(address).toHaveAccessibleDescription('वैकल्पिक');
    await user.clear(screen.getByRole('textbox', { name: /^(नाम|Name)/ }));
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('नाम डालें')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(screen.getByRole('button', { name: 'बदलें' })).toHaveFocus();
  });
});
