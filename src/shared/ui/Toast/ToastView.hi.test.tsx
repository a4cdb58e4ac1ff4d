import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import * as stories from './ToastView.stories';

const { Success, WithUndo } = composeStories(stories);

describe('A toast, on a Hindi page', () => {
  afterEach(() => setEdition('en'));

  it('shows its message in Hindi, and a message the dictionary lacks as it is', () => {
    // The shop's messages are another area's words: here, one of them given to the dictionary.
    setEdition('hi', { ...HINDI, 'Added to cart': 'कार्ट में जोड़ा गया' });
    render(<Success />);
    expect(screen.getByText('कार्ट में जोड़ा गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सूचना बंद करें' })).toBeInTheDocument();
    setEdition('hi', HINDI);
    render(<Success />);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
  });

  it('names its action and the key that reaches it in Hindi', () => {
    setEdition('hi', HINDI);
    render(<WithUndo />);
    expect(screen.getByRole('button', { name: 'वापस लाएँ' })).toHaveAttribute('aria-keyshortcuts', 'F8');
    expect(screen.getByText('वापस लाएँ तक पहुँचने के लिए F8 दबाएँ।')).toBeInTheDocument();
  });
});
