import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './ConsentNotice.stories';

const { FirstVisit } = composeStories(stories);

const renderNotice = (props: Partial<Record<'onAllowAll' | 'onOnlyNeeded', ReturnType<typeof fn>>> = {}) =>
  render(<FirstVisit {...props} />);

describe('ConsentNotice', () => {
  it("is a section headed 'Your data on this device', not a dialog", () => {
    renderNotice();
    const notice = screen.getByRole('region', { name: 'Your data on this device' });
    expect(notice.tagName).toBe('SECTION');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(notice).getByText(/Nothing you do here leaves this device/)).toBeInTheDocument();
  });

  it('lists what is needed and what is optional, item by item', () => {
    renderNotice();
    const items = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Needed for the shop to work')).toEqual([
      'Your cart',
      'Your wishlist',
      'Your account, orders and complaints',
      'Your reviews',
    ]);
    expect(items('Optional, to make shopping easier')).toEqual([
      'Products you viewed recently',
      'Your sizes',
      'Back-in-stock alerts',
      'Your delivery pincode',
    ]);
  });

  it('offers the two choices alike, nothing ticked in advance, and says where to change it', async () => {
    const onAllowAll = fn();
    const onOnlyNeeded = fn();
    renderNotice({ onAllowAll, onOnlyNeeded });
    const all = screen.getByRole('button', { name: 'Allow all' });
    const needed = screen.getByRole('button', { name: 'Only what is needed' });
    expect(all.className).toBe(needed.className);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Centre' })).toHaveAttribute('href', '/privacy-centre');
    await userEvent.click(all);
    expect(onAllowAll).toHaveBeenCalledTimes(1);
    await userEvent.click(needed);
    expect(onOnlyNeeded).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderNotice();
    expect(await axe(container)).toHaveNoViolations();
  });
});
