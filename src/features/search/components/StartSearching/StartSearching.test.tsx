import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './StartSearching.stories';

const { Default, FewSuggestions } = composeStories(stories);

describe('StartSearching', () => {
  it('links popular searches to their results', () => {
    render(<Default />);
    const popular = screen.getByRole('region', { name: 'Popular searches' });
    expect(within(popular).getByRole('link', { name: 'Kurta' })).toHaveAttribute('href', '/search?q=Kurta');
    expect(within(popular).getAllByRole('link')).toHaveLength(8);
  });

  it('takes its own list', () => {
    render(<FewSuggestions />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Kurta', 'Lipstick']);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
