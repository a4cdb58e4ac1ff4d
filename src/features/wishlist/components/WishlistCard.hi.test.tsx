import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as stories from './WishlistCard.stories';

const { PriceDropped } = composeStories(stories);

describe('WishlistCard, on a Hindi page', () => {
  onHindiPages();

  it('names Add to Cart and the remove heart in Hindi, and says the price drop', () => {
    render(<PriceDropped />);
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विशलिस्ट से हटाएँ' })).toBeInTheDocument();
    expect(screen.getByText('कीमत ₹300 कम हुई')).toBeInTheDocument();
  });
});
