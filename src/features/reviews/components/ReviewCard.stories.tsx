import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { ReviewCard, type ReviewCardProps } from './ReviewCard';
import { MARKUP, ONE_STAR, OWN_WITH_PHOTOS, SAMPLES } from './storyFixtures';

const meta = {
  title: 'Reviews/ReviewCard',
  component: ReviewCard,
  args: {
    review: SAMPLES[0]!,
    onToggleHelpful: fn() as ReviewCardProps['onToggleHelpful'],
    onDelete: fn() as ReviewCardProps['onDelete'],
  },
  // 'Helpful' follows the presses, as the page's selectors would.
  render: function Render(args) {
    const [review, setReview] = useState(args.review);
    return (
      <div style={{ maxWidth: '44rem' }}>
        <ReviewCard
          {...args}
          review={review}
          onToggleHelpful={(id) => {
            args.onToggleHelpful(id);
            setReview((r) => ({
              ...r,
              markedHelpful: !r.markedHelpful,
              helpfulCount: r.helpfulCount + (r.markedHelpful ? -1 : 1),
            }));
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ReviewCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One of the shop's three samples: tagged 'Sample review', never verified. */
export const Sample: Story = {};

/** The shopper's own: verified, size and fit, three photos, 'Delete review'. */
export const OwnVerifiedWithPhotos: Story = { args: { review: OWN_WITH_PHOTOS } };

/** A 1-star review the device marked helpful: shown like any other. */
export const OneStarMarkedHelpful: Story = { args: { review: ONE_STAR } };

/** Text that looks like markup is shown as text. */
export const MarkupInComment: Story = { args: { review: MARKUP } };

/** A photo pressed: 'Photo 2 of 3' opens over the page. */
export const PhotoOpen: Story = {
  args: { review: OWN_WITH_PHOTOS },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: OWN_WITH_PHOTOS.photos[1]!.alt }));
    await expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
  },
};

/** 'Delete review' pressed: 'Delete this review?'. */
export const DeleteAsked: Story = {
  args: { review: OWN_WITH_PHOTOS },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete review' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete this review?' })).toBeVisible();
  },
};
