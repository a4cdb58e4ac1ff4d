import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ProductGrid.stories';

const { Grid, List, MixedCards, SingleProduct, Empty } = composeStories(stories);

describe('ProductGrid', () => {
  it('renders one list item per product, in order, inside a named list', () => {
    render(<Grid />);
    const list = screen.getByRole('list', { name: 'Products' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Chanderi Silk Anarkali Kurta',
    );
    expect(within(items[7]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'A-Line Printed Cotton Kurta',
    );
  });

  it('loads the first eagerCount images eagerly and the rest lazily', () => {
    render(<Grid />);
    const loading = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('passes layout and heading level to every card', () => {
    render(<List headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByText('Kurta · Pink · Sizes: S, M, L, XL')).toBeInTheDocument();
  });

  it('renders an empty list when there are no products', () => {
    render(<Empty />);
    expect(within(screen.getByRole('list', { name: 'Products' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it.each([
    ['Grid', Grid],
    ['List', List],
    ['MixedCards', MixedCards],
    ['SingleProduct', SingleProduct],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
