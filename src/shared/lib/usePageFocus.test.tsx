import { render, screen } from '@testing-library/react';
import { usePageFocus } from './usePageFocus';

function Page({ title }: { title: string }) {
  usePageFocus();
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

describe('usePageFocus', () => {
  it('moves focus to the h1 on page changes, but never out of an open menu', () => {
    const { rerender } = render(<Page key="a" title="Women" />);
    // The first page of a visit keeps focus at the top (the skip link comes first).
    expect(screen.getByRole('heading', { name: 'Women' })).not.toHaveFocus();

    rerender(<Page key="b" title="Sale" />);
    expect(screen.getByRole('heading', { name: 'Sale' })).toHaveFocus();

    // The shopper opened a menu before the next page arrived: focus stays in the menu.
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('button');
    menu.append(item);
    document.body.append(menu);
    item.focus();
    rerender(<Page key="c" title="Men" />);
    expect(item).toHaveFocus();
    menu.remove();
  });

  it('takes focus from the link that started the navigation, not from a control the shopper chose after it', () => {
    const header = document.createElement('header');
    const link = document.createElement('a');
    link.href = '/women';
    link.textContent = 'Women';
    const account = document.createElement('button');
    account.textContent = 'Account';
    header.append(link, account);
    document.body.append(header);

    const { rerender } = render(<Page key="first" title="Home" />);
    // The shopper follows a header link: it keeps focus while the address changes.
    link.focus();
    window.history.pushState({}, '', '/women');
    rerender(<Page key="women" title="Women" />);
    expect(screen.getByRole('heading', { name: 'Women' })).toHaveFocus();

    // The address changes, and before the page's code arrives the shopper tabs to the account button.
    window.history.pushState({}, '', '/men');
    account.focus();
    rerender(<Page key="men" title="Men" />);
    expect(account).toHaveFocus();
    header.remove();
    window.history.pushState({}, '', '/');
  });
});
