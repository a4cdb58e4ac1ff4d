import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ReviewToolbar, type ReviewToolbarProps } from './ReviewToolbar';

const meta = {
  title: 'Reviews/ReviewToolbar',
  component: ReviewToolbar,
  args: {
    sort: 'helpful',
    onSortChange: fn() as ReviewToolbarProps['onSortChange'],
    withPhotos: false,
    onWithPhotosChange: fn() as ReviewToolbarProps['onWithPhotosChange'],
    stars: null,
    onClearStars: fn() as ReviewToolbarProps['onClearStars'],
  },
  // Controlled, as on the product page: the story keeps what the shopper chose.
  render: function Render(args) {
    const [sort, setSort] = useState(args.sort);
    const [withPhotos, setWithPhotos] = useState(args.withPhotos);
    const [stars, setStars] = useState(args.stars);
    return (
      <ReviewToolbar
        {...args}
        sort={sort}
        onSortChange={(next) => {
          args.onSortChange(next);
          setSort(next);
        }}
        withPhotos={withPhotos}
        onWithPhotosChange={(next) => {
          args.onWithPhotosChange(next);
          setWithPhotos(next);
        }}
        stars={stars}
        onClearStars={() => {
          args.onClearStars();
          setStars(null);
        }}
      />
    );
  },
} satisfies Meta<typeof ReviewToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Most helpful' first, 'With photos' off, no star filter. */
export const Default: Story = {};

/** 'With photos' pressed and sorted by 'Newest'. */
export const WithPhotosNewest: Story = { args: { withPhotos: true, sort: 'newest' } };

/** A bar of the summary pressed: 'Showing 4-star reviews' with 'Clear filter'. */
export const StarFilter: Story = { args: { stars: 4 } };

/** The shopper sorts by 'Lowest rating' and shows only reviews with photos. */
export const Choosing: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort reviews' }), 'Lowest rating');
    await expect(args.onSortChange).toHaveBeenCalledWith('lowest');
    await userEvent.click(canvas.getByRole('button', { name: 'With photos' }));
    await expect(args.onWithPhotosChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'With photos' })).toHaveAttribute('aria-pressed', 'true');
  },
};
