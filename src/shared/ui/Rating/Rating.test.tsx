import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Rating.stories';

const { WithCount, WithoutCount, WholeNumber, LargeCount } = composeStories(stories);

describe('Rating', () => {
  it('shows "4.6 ★ (1,284)" visually and "Rated 4.6 out of 5 1,284 reviews" to screen readers', async () => {
    const { container } = render(<WithCount />);
    expect(screen.getByText('4.6 ★')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(1,284)')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Rated 4.6 out of 5')).toHaveClass('visually-hidden');
    expect(screen.getByText('1,284 reviews')).toHaveClass('visually-hidden');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves out the count when there is none', async () => {
    const { container } = render(<WithoutCount />);
    expect(screen.getByText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(screen.queryByText(/reviews?$/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows one decimal and a singular review', () => {
    render(<WholeNumber />);
    expect(screen.getByText('4.0 ★')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByText('1 review')).toBeInTheDocument();
  });

  it('rounds to one decimal and groups the count the Indian way', () => {
    render(<LargeCount />);
    expect(screen.getByText('3.9 ★')).toBeInTheDocument();
    expect(screen.getByText('(1,23,456)')).toBeInTheDocument();
  });
});
