import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './NotFound.stories';

const { UnknownAddress, UnknownOrder } = composeStories(stories);

describe('NotFound', () => {
  it('says the page was not found and leads home and to the four categories', () => {
    render(<UnknownAddress />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Suggested pages' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Go to the home page', '/'],
      ['Shop Women', '/women'],
      ['Shop Men', '/men'],
      ['Shop Kids', '/kids'],
      ['Shop Beauty', '/beauty'],
    ]);
  });

  it('says what could not be found', () => {
    render(<UnknownOrder />);
    expect(screen.getByText('We could not find order ORD-999 among your orders.')).toBeInTheDocument();
  });

  it.each([
    ['UnknownAddress', UnknownAddress],
    ['UnknownOrder', UnknownOrder],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
