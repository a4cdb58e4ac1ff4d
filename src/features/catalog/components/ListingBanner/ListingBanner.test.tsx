import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ListingBanner.stories';

const { Women, Men, Sale, TitleOnly } = composeStories(stories);

describe('ListingBanner', () => {
  it('holds the page h1 and its copy', () => {
    render(<Women />);
    expect(screen.getByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    expect(screen.getByText(/festive silks/)).toBeInTheDocument();
  });

  it('loads its artwork first: eager, high priority, sized, decorative', () => {
    render(<Men />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('alt', '');
  });

  it('can show just a title', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('p')).toHaveLength(0);
  });

  it.each([
    ['Women', Women],
    ['Men', Men],
    ['Sale', Sale],
    ['TitleOnly', TitleOnly],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
