import { render, screen } from '@testing-library/react';
import { usePageTitle } from './usePageTitle';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

describe('usePageTitle', () => {
  it('titles each page, moves focus to the h1 on page changes, but never out of an open menu', () => {
    const { rerender } = render(<Page key="a" title="Women" />);
    expect(document.title).toBe('Women — Rangoli');
    // The first page of a visit keeps focus at the top (the skip link comes first).
    expect(screen.getByRole('heading', { name: 'Women' })).not.toHaveFocus();

    rerender(<Page key="b" title="Sale" />);
    expect(document.title).toBe('Sale — Rangoli');
    expect(screen.getByRole('heading', { name: 'Sale' })).toHaveFocus();

    // The shopper opened a menu before the next page arrived: focus stays in the menu.
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('button');
    menu.append(item);
    document.body.append(menu);
    item.focus();
    rerender(<Page key="c" title="Men" />);
    expect(document.title).toBe('Men — Rangoli');
    expect(item).toHaveFocus();
    menu.remove();
  });
});
