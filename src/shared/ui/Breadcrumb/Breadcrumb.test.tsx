import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Breadcrumb.stories';

const { ProductPage, CategoryPage, LongName } = composeStories(stories);

describe('Breadcrumb', () => {
  it('is a nav "Breadcrumb" with an ordered list of links and the current page last', async () => {
    const { container } = render(<ProductPage />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women');
    const current = within(nav).getByText('Floral Print Maxi Dress');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Floral Print Maxi Dress' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('hides the separators from assistive technology', () => {
    render(<ProductPage />);
    const separators = screen.getAllByText('›');
    expect(separators).toHaveLength(2);
    separators.forEach((s) => expect(s).toHaveAttribute('aria-hidden', 'true'));
  });

  it.each([
    ['CategoryPage', CategoryPage],
    ['LongName', LongName],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
