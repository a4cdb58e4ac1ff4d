import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onHindiPages } from '@/test/hindi';
import * as stories from './ReviewCard.stories';
import { OWN_WITH_PHOTOS } from './storyFixtures';

const { OwnVerifiedWithPhotos } = composeStories(stories);

describe('ReviewCard on a Hindi page', () => {
  onHindiPages();

  it("says the shopper's own review's marks and facts in Hindi; her words stay as she wrote them", () => {
    render(<OwnVerifiedWithPhotos />);
    const card = within(screen.getByRole('article', { name: 'Priya Sharma' }));
    expect(card.getByText('सत्यापित ख़रीद')).toBeInTheDocument();
    expect(card.getByText('22 नवंबर 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(card.getByText('5 में से 3 स्टार')).toBeInTheDocument();
    expect(card.getByText(/^Pretty, but the fabric is thinner/)).toBeInTheDocument();
    expect(card.getByText('ख़रीदा गया साइज़: M')).toBeInTheDocument();
    expect(card.getByText('फ़िटिंग: छोटा आता है')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'फ़ोटो' })).getAllByRole('button')).toHaveLength(3);
    expect(card.getByRole('button', { name: 'मददगार (0)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("names the photo dialog and its steps in Hindi; a photo's description stays the shopper's", async () => {
    const user = userEvent.setup();
    render(<OwnVerifiedWithPhotos />);
    await user.click(screen.getByRole('button', { name: OWN_WITH_PHOTOS.photos[1]!.alt }));
    const dialog = within(screen.getByRole('dialog', { name: '3 में से फ़ोटो 2' }));
    expect(dialog.getByRole('img', { name: OWN_WITH_PHOTOS.photos[1]!.alt })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'अगली फ़ोटो' }));
    expect(screen.getByRole('dialog', { name: '3 में से फ़ोटो 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पिछली फ़ोटो' }));
    expect(screen.getByRole('dialog', { name: '3 में से फ़ोटो 2' })).toBeInTheDocument();
  });

  it("asks 'यह रिव्यू डिलीट करें?' before deleting, answered in Hindi", async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    render(<OwnVerifiedWithPhotos onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'रिव्यू डिलीट करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'यह रिव्यू डिलीट करें?' });
    expect(dialog).toHaveAccessibleDescription(
      'यह रिव्यू इस डिवाइस पर इस प्रोडक्ट के पेज से हटा दिया जाएगा। इसे वापस नहीं लाया जा सकता।',
    );
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'रिव्यू डिलीट करें' }));
    await user.click(screen.getByRole('button', { name: 'डिलीट करें' }));
    expect(onDelete).toHaveBeenCalledWith(OWN_WITH_PHOTOS.id);
  });
});
