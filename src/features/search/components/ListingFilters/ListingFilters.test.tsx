import { composeStories } from '@storybook/react-webpack5';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ListingFilters.stories';

const { WomenListing, WithActiveFilters } = composeStories(stories);

describe('ListingFilters', () => {
  it('renders the panel as a sidebar and, for phones, a Filters button opening the drawer', async () => {
    const user = userEvent.setup();
    render(<WomenListing />);
    // The sidebar (a complementary landmark) is hidden below 768px by CSS, which jsdom does not apply.
    expect(screen.getByRole('complementary', { hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getAllByRole('checkbox', { name: /^(S|M|L|XL) \(\d+\)$/ })).toHaveLength(4);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Biba (2)' }));
    expect(
      within(screen.getByRole('list', { name: 'Women products', hidden: true })).getAllByRole('listitem', {
        hidden: true,
      }),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Show 2 products' })).toBeInTheDocument();
  });

  it('does not render the sidebar below 768px; when the window widens, it renders it and closes the drawer', async () => {
    const user = userEvent.setup();
    let wide = false;
    const listeners = new Set<() => void>();
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query === '(min-width: 768px)' && wide;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    try {
      render(<WomenListing />);
      expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      wide = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.getByRole('complementary', { hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows the active filter count on the Filters button', () => {
    render(<WithActiveFilters />);
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<WomenListing />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
