import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './Dialog.stories';

const { Closed, Open, AlertDialog, LongContent, Wide } = composeStories(stories);

async function openDialog(args: Partial<Parameters<typeof Closed>[0]> = {}) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<Closed onClose={onClose} {...args} />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  return { user, onClose, opener };
}

describe('Dialog', () => {
  it('wide: holds a table, and is 48rem at most instead of 36rem', async () => {
    render(<Wide />);
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog).toContainElement(screen.getByRole('table', { name: 'Chest and waist, in inches' }));
    expect(getComputedStyle(dialog).width).toBe('min(100%, 48rem)');
    // A story renders the component alone, outside the shop's landmarks (as the other stories' checks do).
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('is 36rem at most by default', () => {
    render(<Open />);
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('min(100%, 36rem)');
  });

  it('is not rendered while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a modal dialog named by its h2 title, focus inside, page scroll locked', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Choose your size' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it.each([
    ['Esc', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Close',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'the overlay',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('dialog-overlay')),
    ],
  ])('%s closes it, focus returns to the opener and the page scrolls again', async (_how, close) => {
    const { user, onClose, opener } = await openDialog();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('traps focus: Tab from the last control wraps to the first, Shift+Tab wraps back', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab(); // Size
    await user.tab(); // Fit (the checked radio)
    await user.tab(); // Not now
    await user.tab(); // Save
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('as an alert dialog: described by its sentence, no Close button, a click beside it does not close it', async () => {
    const { user, onClose, opener } = await openDialog({
      role: 'alertdialog',
      title: 'Remove this address?',
      description: 'You can add it again at any time.',
      children: undefined,
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this address?' });
    expect(dialog).toHaveAccessibleDescription('You can add it again at any time.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(dialog).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps two modal layers’ scroll lock until the last closes', async () => {
    const { user } = await openDialog();
    const second = render(<LongContent />);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it.each([
    ['Open', Open, 'dialog', 'Choose your size'],
    ['AlertDialog', AlertDialog, 'alertdialog', 'Remove this address?'],
    ['LongContent', LongContent, 'dialog', 'Size guide'],
  ] as const)('%s is open and has no axe violations', async (_name, Story, role, title) => {
    render(<Story />);
    expect(screen.getByRole(role, { name: title })).toBeInTheDocument();
    // Portalled to <body>: check the whole document, without the page-level `region` rule.
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
