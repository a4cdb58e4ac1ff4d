import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './ReviewCard.stories';
import { OWN_WITH_PHOTOS } from './storyFixtures';

const { Sample, OwnVerifiedWithPhotos, OneStarMarkedHelpful, MarkupInComment, PhotoOpen, DeleteAsked } =
  composeStories(stories);

describe('ReviewCard', () => {
  it('a sample: an article named by its author, dated, rated, tagged and never verified', () => {
    render(<Sample />);
    const article = screen.getByRole('article', { name: 'Ananya Iyer' });
    const card = within(article);
    expect(card.getByText('18 Oct 2026')).toHaveAttribute('datetime', '2026-10-18');
    expect(card.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(card.getByText(/Worth every rupee/)).toBeInTheDocument();
    expect(card.getByText('Sample review')).toBeInTheDocument();
    expect(card.queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(card.queryByText(/Size bought/)).not.toBeInTheDocument();
    expect(card.queryByText(/^Fit:/)).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Delete review' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Helpful (12)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("the shopper's own: 'Verified purchase', size, fit, photos and 'Delete review'", () => {
    render(<OwnVerifiedWithPhotos />);
    const card = within(screen.getByRole('article', { name: 'Priya Sharma' }));
    expect(card.getByText('Verified purchase')).toBeInTheDocument();
    expect(card.queryByText('Sample review')).not.toBeInTheDocument();
    expect(card.getByText('Rated 3 out of 5')).toBeInTheDocument();
    expect(card.getByText('Size bought: M')).toBeInTheDocument();
    expect(card.getByText('Fit: Runs small')).toBeInTheDocument();
    const thumbs = within(card.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    OWN_WITH_PHOTOS.photos.forEach((photo, i) => {
      expect(thumbs[i]).toHaveAccessibleName(photo.alt);
      const img = within(thumbs[i]!).getByRole('img');
      expect(img).toHaveAttribute('width', '72');
      expect(img).toHaveAttribute('height', '72');
    });
    expect(card.getByRole('button', { name: 'Delete review' })).toBeInTheDocument();
  });

  it("'Helpful ({n})' is a toggle", async () => {
    const user = userEvent.setup();
    const onToggleHelpful = jest.fn();
    render(<OneStarMarkedHelpful onToggleHelpful={onToggleHelpful} />);
    expect(screen.getByText('Fit: Runs large')).toBeInTheDocument();
    const helpful = screen.getByRole('button', { name: 'Helpful (3)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await user.click(helpful);
    expect(onToggleHelpful).toHaveBeenCalledWith('other-1');
    expect(screen.getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('never renders shopper text as HTML', () => {
    const { container } = render(<MarkupInComment />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> not HTML')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<b>Guest</b>' })).toBeInTheDocument();
  });

  it('a photo opens its dialog; Escape closes it and focus returns to the thumbnail', async () => {
    const user = userEvent.setup();
    render(<OwnVerifiedWithPhotos />);
    const thumb = screen.getByRole('button', { name: OWN_WITH_PHOTOS.photos[2]!.alt });
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(dialog).getByRole('img', { name: OWN_WITH_PHOTOS.photos[2]!.alt })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumb).toHaveFocus());
  });

  it("'Delete review' asks first: Cancel keeps it and focus returns; Delete deletes", async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    render(<OwnVerifiedWithPhotos onDelete={onDelete} />);
    const button = screen.getByRole('button', { name: 'Delete review' });
    await user.click(button);
    expect(screen.getByRole('alertdialog', { name: 'Delete this review?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('own-1');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the PhotoOpen and DeleteAsked stories play to their dialogs', async () => {
    const first = render(<PhotoOpen />);
    await PhotoOpen.play?.({
      canvasElement: first.container,
      args: PhotoOpen.args,
      userEvent: userEvent.setup(),
    });
    first.unmount();
    const second = render(<DeleteAsked />);
    await DeleteAsked.play?.({
      canvasElement: second.container,
      args: DeleteAsked.args,
      userEvent: userEvent.setup(),
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it.each([
    ['Sample', Sample],
    ['OwnVerifiedWithPhotos', OwnVerifiedWithPhotos],
    ['OneStarMarkedHelpful', OneStarMarkedHelpful],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with a photo open', async () => {
    const user = userEvent.setup();
    render(<OwnVerifiedWithPhotos />);
    await user.click(screen.getByRole('button', { name: OWN_WITH_PHOTOS.photos[0]!.alt }));
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
