import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as startStories from '../StartSearching/StartSearching.stories';
import * as stories from './NoResults.stories';

const { NoMatch, FilteredOut } = composeStories(stories);
const { Default: Start } = composeStories(startStories);

describe('The search’s empty states, on a Hindi page', () => {
  onHindiPages();

  it('say nothing was found for the query, with Clear Search', () => {
    render(<NoMatch />);
    expect(screen.getByRole('heading', { name: 'कोई प्रॉडक्ट नहीं मिला' })).toBeInTheDocument();
    expect(
      screen.getByText('हमें “sneakers” के लिए कुछ नहीं मिला। स्पेलिंग जाँचें या कोई आम शब्द आज़माएँ।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोज हटाएँ' })).toBeInTheDocument();
  });

  it('blame the filters when they left nothing, with Clear All Filters', () => {
    render(<FilteredOut />);
    expect(screen.getByText(/^“kurta” का कोई प्रोडक्ट इन फ़िल्टर से मेल नहीं खाता।/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी फ़िल्टर हटाएँ' })).toBeInTheDocument();
  });

  it('offer popular searches before a query, each searching its term', () => {
    render(<Start />);
    expect(screen.getByRole('heading', { level: 2, name: 'लोकप्रिय खोजें' })).toBeInTheDocument();
    expect(screen.getByText(/^36 ब्रांड के कुर्ते/)).toBeInTheDocument();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/search?q=Kurta');
  });
});
