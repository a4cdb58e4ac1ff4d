import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './PhotoDialog.stories';
import { PHOTO_DETAIL, PHOTO_DRAPE, PHOTO_KURTA } from './storyFixtures';

const { First, Wide, Single, Closed } = composeStories(stories);

describe('PhotoDialog', () => {
  it("is a modal dialog 'Photo 1 of 3' showing the photo with its description as alt text", () => {
    render(<First />);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const img = within(dialog).getByRole('img', { name: PHOTO_KURTA.alt });
    expect(img).toHaveAttribute('src', PHOTO_KURTA.src);
    expect(img).toHaveAttribute('width', '768');
    expect(img).toHaveAttribute('height', '1024');
  });

  it('Next and Previous go through the photos and round at the ends', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    render(<First onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: PHOTO_DRAPE.alt })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('img', { name: PHOTO_DETAIL.alt })).toBeInTheDocument();
    // The button pressed stays where it was, with focus.
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
  });

  it('Escape and Close close it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { unmount } = render(<Wide onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    render(<Wide onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('one photo: no Previous or Next', () => {
    render(<Single />);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed, or for an index past the photos', () => {
    const { unmount } = render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    render(<First index={5} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<First />);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
