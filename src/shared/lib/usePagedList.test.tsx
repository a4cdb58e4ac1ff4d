import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE } from './constants';
import { usePagedList, type PagedListOptions } from './usePagedList';

const names = (count: number, prefix = 'Item') =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

/** A list like a product grid: each item has a picture link out of the tab order, then its name link. */
function List({ items, ...options }: { items: readonly string[] } & PagedListOptions) {
  const { shown, listRef, loadMore } = usePagedList(items, options);
  return (
    <>
      <ul ref={listRef} aria-label="Things">
        {shown.map((name) => (
          <li key={name}>
            <a href={`#${name}-picture`} tabIndex={-1} aria-hidden="true">
              picture
            </a>
            <a href={`#${name}`}>{name}</a>
            <button type="button">Save {name}</button>
          </li>
        ))}
      </ul>
      {shown.length < items.length && (
        <button type="button" onClick={loadMore}>
          Load more
        </button>
      )}
    </>
  );
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Things' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('usePagedList', () => {
  it('shows one page (24 by default), then one more per Load more', async () => {
    render(<List items={names(51)} />);
    expect(shownNames()).toEqual(names(PAGE_SIZE));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownNames()).toHaveLength(48);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownNames()).toEqual(names(51));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('moves focus to the first tabbable link of the first new item', async () => {
    render(<List items={names(7)} pageSize={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('link', { name: 'Item 4' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('link', { name: 'Item 7' })).toHaveFocus();
  });

  it('focuses what focusSelector names instead', async () => {
    render(<List items={names(5)} pageSize={2} focusSelector="button" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Save Item 3' })).toHaveFocus();
  });

  it('does not move focus on a render that is not a Load more', () => {
    const items = names(5);
    const { rerender } = render(<List items={items} pageSize={2} />);
    rerender(<List items={names(6)} pageSize={2} />);
    expect(document.body).toHaveFocus();
  });

  it('keeps its pages while the list is the same array, and starts again when it changes', async () => {
    const items = names(10);
    const { rerender } = render(<List items={items} pageSize={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownNames()).toHaveLength(8);

    rerender(<List items={items} pageSize={4} />);
    expect(shownNames()).toHaveLength(8);

    // A new sort: the same things in another array.
    const sorted = [...items].reverse();
    rerender(<List items={sorted} pageSize={4} />);
    expect(shownNames()).toEqual(sorted.slice(0, 4));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownNames()).toEqual(sorted.slice(0, 8));
    expect(screen.getByRole('link', { name: sorted[4] })).toHaveFocus();
  });
});
