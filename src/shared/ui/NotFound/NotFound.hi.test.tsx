import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as breadcrumbStories from '../Breadcrumb/Breadcrumb.stories';
import * as shareStories from '../ShareButton/ShareButton.stories';
import * as skipStories from '../SkipLink/SkipLink.stories';
import * as spinnerStories from '../Spinner/Spinner.stories';
import * as stories from './NotFound.stories';

const { UnknownAddress } = composeStories(stories);
const { CategoryPage } = composeStories(breadcrumbStories);
const { Default: Share } = composeStories(shareStories);
const { Default: Skip } = composeStories(skipStories);
const { Default: Loading } = composeStories(spinnerStories);

describe('The shop’s own pages and helpers, on a Hindi page', () => {
  onHindiPages();

  it('say a page is not found, with the way back in Hindi', () => {
    render(<UnknownAddress />);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText(/^माफ़ कीजिए, हमें यह पेज नहीं मिला।/)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'सुझाए गए पेज' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['होम पेज पर जाएँ', '/'],
      ['महिलाओं के लिए ख़रीदें', '/women'],
      ['पुरुषों के लिए ख़रीदें', '/men'],
      ['बच्चों के लिए ख़रीदें', '/kids'],
      ['ब्यूटी प्रोडक्ट ख़रीदें', '/beauty'],
    ]);
  });

  it('name the breadcrumb, the skip link, the spinner and Share in Hindi', () => {
    render(<CategoryPage />);
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeInTheDocument();
    render(<Skip />);
    expect(screen.getByRole('link', { name: 'सीधे कंटेंट पर जाएँ' })).toBeInTheDocument();
    // The story names what loads: left out, the spinner's own word.
    render(<Loading label={undefined} />);
    expect(screen.getByText('लोड हो रहा है')).toHaveClass('visually-hidden');
    render(<Share />);
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
  });
});
