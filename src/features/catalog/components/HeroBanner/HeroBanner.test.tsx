import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './HeroBanner.stories';

const { Default, Minimal } = composeStories(stories);

describe('HeroBanner', () => {
  it('is a section labelled by its h1, with Shop Women and Shop Men', () => {
    render(<Default />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Wear every colour of the season' });
    expect(screen.getByRole('region', { name: 'Wear every colour of the season' })).toContainElement(heading);
    expect(screen.getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/women');
    expect(screen.getByRole('link', { name: 'Shop Men' })).toHaveAttribute('href', '/men');
  });

  it('loads its first image first: eager, high priority, with a size', () => {
    render(<Default />);
    const images = Array.from(document.querySelectorAll('img'));
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '500');
    }
  });

  it('can show a single action and no artwork', () => {
    render(<Minimal />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['Default', Default],
    ['Minimal', Minimal],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
