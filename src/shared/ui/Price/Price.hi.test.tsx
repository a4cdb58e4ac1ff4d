import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as breakdownStories from '../PriceBreakdown/PriceBreakdown.stories';
import * as ratingStories from '../Rating/Rating.stories';
import * as stories from './Price.stories';

const { Discounted } = composeStories(stories);
const { WithCount } = composeStories(ratingStories);
const { NoCoupon, WithCoupon } = composeStories(breakdownStories);

const row = (term: string) => screen.getByText(term).closest('dt')?.nextElementSibling?.textContent;

describe('Prices and ratings, on a Hindi page', () => {
  onHindiPages();

  it('read a price as कीमत and असली कीमत, its discount as छूट, the ₹ and the digits kept', () => {
    const { container } = render(<Discounted />);
    expect(screen.getByText('35% छूट')).toBeInTheDocument();
    expect(container).toHaveTextContent('कीमत ₹1,299 असली कीमत ₹1,999 35% छूट');
  });

  it('read a rating out of 5 with its reviews', () => {
    render(<WithCount />);
    expect(screen.getByText('5 में से 4.6 रेटिंग')).toHaveClass('visually-hidden');
    expect(screen.getByText('1,284 रिव्यू')).toHaveClass('visually-hidden');
  });

  it('name an order’s rows in Hindi', () => {
    render(<NoCoupon />);
    expect(row('सबटोटल (3 आइटम)')).toBe('₹5,597');
    expect(row('शिपिंग')).toBe('मुफ़्त');
    expect(row('GST (18%)')).toBe('₹1,007');
    expect(row('कुल')).toBe('₹6,604');
  });

  it('name the coupon row and its Remove button in Hindi, the code kept', () => {
    render(<WithCoupon />);
    expect(screen.getByText('कूपन (RANGOLI10)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कूपन हटाएँ' })).toBeInTheDocument();
  });
});
