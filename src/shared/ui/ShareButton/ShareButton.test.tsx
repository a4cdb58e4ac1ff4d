import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ShareButton.stories';

const { Default, WithoutBrand } = composeStories(stories);

/** Gives navigator a `share` (or takes it away) for one test. */
function withShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

afterEach(() => withShare(undefined));

describe('ShareButton', () => {
  it('opens the share sheet with the title and the canonical URL where the browser has one', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    withShare(share);
    const onShared = jest.fn();
    render(<WithoutBrand onShared={onShared} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('shared'));
    expect(share).toHaveBeenCalledWith({
      title: 'Hand Block Print Cotton Frock',
      url: 'https://rangoli.shop/product/45',
    });
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    withShare(jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const onShared = jest.fn();
    render(<Default onShared={onShared} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Share' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onShared).not.toHaveBeenCalled();
  });

  it('copies the link to the clipboard where there is no share sheet', async () => {
    const user = userEvent.setup();
    const onShared = jest.fn();
    render(<Default onShared={onShared} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('copied'));
    await expect(navigator.clipboard.readText()).resolves.toBe('https://rangoli.shop/product/1');
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const user = userEvent.setup();
    withShare(jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    const onShared = jest.fn();
    render(<Default onShared={onShared} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('copied'));
  });

  it('reports a failure when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    const onShared = jest.fn();
    render(<Default onShared={onShared} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('failed'));
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
