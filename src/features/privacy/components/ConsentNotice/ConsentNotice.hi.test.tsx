import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-webpack5';
import { onHindiPages } from '@/test/hindi';
import * as stories from './ConsentNotice.stories';

const { FirstVisit } = composeStories(stories);

onHindiPages();

describe('ConsentNotice in Hindi', () => {
  it('says what is kept, item by item, and offers the two choices in Hindi', () => {
    render(<FirstVisit />);
    const notice = screen.getByRole('region', { name: 'इस डिवाइस पर आपका डेटा' });
    expect(notice).toHaveTextContent(
      'Rangoli आपकी ख़रीदारी इसी ब्राउज़र में रखता है। यहाँ आप जो भी करते हैं, वह इस डिवाइस से बाहर नहीं जाता।',
    );
    const items = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('शॉप चलाने के लिए ज़रूरी')).toEqual([
      'आपका कार्ट',
      'आपकी विशलिस्ट',
      'आपका अकाउंट, ऑर्डर और शिकायतें',
      'आपके रिव्यू',
    ]);
    expect(items('वैकल्पिक, ख़रीदारी आसान बनाने के लिए')).toEqual([
      'हाल ही में देखे गए प्रोडक्ट',
      'आपके साइज़',
      'बैक-इन-स्टॉक अलर्ट',
      'आपका डिलीवरी पिनकोड',
    ]);
    expect(screen.getByRole('button', { name: 'सबकी अनुमति दें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सिर्फ़ ज़रूरी डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्राइवेसी सेंटर' })).toHaveAttribute('href', '/privacy-centre');
    expect(screen.getByRole('link', { name: 'प्राइवेसी सेंटर' }).parentElement).toHaveTextContent(
      'इसे कभी भी प्राइवेसी सेंटर में बदलें।',
    );
  });
});
