import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './CategoryTiles.stories';

const { Default, HostUnreachable } = composeStories(stories);

describe('CategoryTiles', () => {
  it('links a tile to each of the four categories', () => {
    render(<Default />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/women', '/men', '/kids', '/beauty']);
    expect(links[0]).toHaveAccessibleName('Women Kurtas, sarees & dresses');
  });

  it('loads the photos lazily, with a size, as decoration inside the named link', () => {
    render(<HostUnreachable />);
    const images = Array.from(document.querySelectorAll('img'));
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('height', '750');
    }
    expect(images[0]).toHaveAttribute('src', 'https://images.invalid/women.jpg');
  });

  it('switches to the bundled artwork when the photo fails to load, and only once', () => {
    render(<HostUnreachable />);
    const img = document.querySelectorAll('img')[1]!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/assets/categories/men.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/assets/categories/men.svg');
  });

  it.each([
    ['Default', Default],
    ['HostUnreachable', HostUnreachable],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
