import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './Drawer.stories';

const { Closed, OpenRight, OpenLeft, WithFooter } = composeStories(stories);

async function openDrawer() {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<Closed onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Filters' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { user, onClose, opener, dialog };
}

describe('Drawer', () => {
  it('is not rendered while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a modal dialog named by its title, focus inside, page scroll locked', async () => {
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('Esc closes it and focus returns to the opener', async () => {
    const { user, onClose, opener } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('the Close button closes it and focus returns to the opener', async () => {
    const { user, onClose, opener } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('a click on the overlay closes it', async () => {
    const { user, onClose } = await openDrawer();
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps focus: Tab from the last control wraps to the first, Shift+Tab wraps back', async () => {
    const { user } = await openDrawer();
    const close = screen.getByRole('button', { name: 'Close' });
    const boxes = screen.getAllByRole('checkbox');
    const last = boxes[boxes.length - 1]!;
    await user.tab();
    await user.tab();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it.each([
    ['OpenRight', OpenRight, 'Filters'],
    ['OpenLeft', OpenLeft, 'Menu'],
    ['WithFooter', WithFooter, 'Filters'],
  ])('%s is open and has no axe violations', async (_name, Story, title) => {
    render(<Story />);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    // The drawer is portalled to <body>, so check the whole document; like Storybook's a11y addon,
    // skip the page-level `region` rule (a story is not a whole page with landmarks).
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
