import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { MSG } from '@/shared/lib/messages';
import * as stories from './ReviewForm.stories';
import { imageFile } from './storyFixtures';

const { Garment, Guest, PhotosTooLarge } = composeStories(stories);

/**
 * The shop's messages (shared/lib/messages.ts) get their Hindi from the shopping area's words; here,
 * stand-ins, so that the test holds the form to showing each one through `translate`.
 */
const WORDS = {
  ...HINDI,
  [MSG.enterComment]: 'संदेश: कमेंट',
  [MSG.photoType]: 'संदेश: फ़ोटो का प्रकार',
  [MSG.photoLimit]: 'संदेश: फ़ोटो की सीमा',
  [MSG.photoDescribe]: 'संदेश: फ़ोटो का विवरण',
  [MSG.photosTooLarge]: 'संदेश: स्टोरेज भरा है',
  [MSG.loginToReview]: 'संदेश: लॉग इन करके रिव्यू दें',
};

const fileInput = () => screen.getByLabelText<HTMLInputElement>('फ़ोटो जोड़ें');
const submit = () => screen.getByRole('button', { name: 'रिव्यू सबमिट करें' });

describe('ReviewForm on a Hindi page', () => {
  beforeEach(() => setEdition('hi', WORDS));
  afterEach(() => setEdition('en'));

  it('names the form, its fields, its options and its button in Hindi; the values stay as stored', () => {
    render(<Garment />);
    expect(screen.getByRole('form', { name: 'रिव्यू लिखें' })).toBeInTheDocument();
    const rating = within(screen.getByRole('radiogroup', { name: 'रेटिंग' }));
    expect(rating.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '★ 1 स्टार',
      '★★ 2 स्टार',
      '★★★ 3 स्टार',
      '★★★★ 4 स्टार',
      '★★★★★ 5 स्टार',
    ]);
    expect(rating.getByRole('radio', { name: '5 स्टार' })).toBeChecked();
    const fit = within(screen.getByRole('radiogroup', { name: 'फ़िटिंग कैसी रही?' }));
    expect(
      fit
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), radio.closest('label')?.textContent]),
    ).toEqual([
      ['small', 'छोटा आता है'],
      ['true', 'साइज़ बिल्कुल सही'],
      ['large', 'बड़ा आता है'],
    ]);
    const size = screen.getByRole('combobox', { name: 'ख़रीदा गया साइज़' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['कोई साइज़ चुनें', 'S', 'M', 'L', 'XL']);
    expect(screen.getAllByText('वैकल्पिक')).toHaveLength(2);
    const comment = screen.getByRole('textbox', { name: 'कमेंट' });
    expect(comment).toHaveAttribute('placeholder', 'आपको क्या पसंद आया? फ़िटिंग, रंग और क्वालिटी कैसी थी?');
    expect(fileInput()).toHaveAccessibleDescription(
      'वैकल्पिक: JPEG, PNG या WebP, ज़्यादा से ज़्यादा 3। हर फ़ोटो का विवरण ज़रूरी है।',
    );
    expect(submit()).toHaveAttribute('type', 'submit');
  });

  it("shows the shop's messages at their fields in Hindi", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Garment />);
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'कमेंट' })).toHaveAccessibleDescription('संदेश: कमेंट');
    await user.upload(fileInput(), [
      imageFile('a.jpg'),
      imageFile('receipt.pdf', 'application/pdf'),
      imageFile('bb.jpg'),
      imageFile('ccc.jpg'),
      imageFile('dddd.jpg'),
    ]);
    expect(await screen.findByRole('textbox', { name: 'फ़ोटो 3 का विवरण दें' })).toBeRequired();
    expect(screen.getByText('संदेश: फ़ोटो का प्रकार')).toBeInTheDocument();
    expect(screen.getByText('संदेश: फ़ोटो की सीमा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़ोटो 1 हटाएँ' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'कमेंट' }), 'बहुत बढ़िया');
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'फ़ोटो 1 का विवरण दें' })).toHaveAccessibleDescription(
      'संदेश: फ़ोटो का विवरण',
    );
  });

  it("asks in Hindi when storage is full: 'फ़ोटो के बिना सेव करें' or 'लिखना जारी रखें'", async () => {
    const user = userEvent.setup();
    render(<PhotosTooLarge />);
    await user.type(screen.getByRole('textbox', { name: 'कमेंट' }), 'Lovely colour');
    await user.upload(fileInput(), [imageFile('front.jpg')]);
    await user.type(await screen.findByRole('textbox', { name: 'फ़ोटो 1 का विवरण दें' }), 'The front');
    await user.click(submit());
    const alert = within(screen.getByRole('form')).getByRole('alert');
    expect(alert).toHaveTextContent('संदेश: स्टोरेज भरा है');
    expect(within(alert).getByRole('button', { name: 'फ़ोटो के बिना सेव करें' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'लिखना जारी रखें' })).toBeInTheDocument();
  });

  it('tells a guest in one Hindi sentence to sign in, and says so again when they submit', async () => {
    const user = userEvent.setup();
    render(<Guest onSubmit={() => 'refused'} />);
    const link = screen.getByRole('link', { name: 'लॉग इन करें' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.parentElement).toHaveTextContent('रिव्यू कोई भी पढ़ सकता है; रिव्यू पोस्ट करने के लिए पहले लॉग इन करें।');
    await user.type(screen.getByRole('textbox', { name: 'कमेंट' }), 'अच्छा है');
    await user.click(submit());
    const alert = within(screen.getByRole('form')).getByRole('alert');
    expect(alert).toHaveTextContent('संदेश: लॉग इन करके रिव्यू दें');
    expect(within(alert).getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Garment />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
