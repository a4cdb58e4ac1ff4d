import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { RatingSummary, type RatingSummaryProps } from './RatingSummary';
import { COUNTS } from './storyFixtures';

const meta = {
  title: 'Reviews/RatingSummary',
  component: RatingSummary,
  args: {
    rating: 4.6,
    reviews: 4380,
    counts: COUNTS,
    selectedStars: null,
    onSelectStars: fn() as RatingSummaryProps['onSelectStars'],
  },
  // The pressed bar follows the presses, as on the product page.
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedStars);
    return (
      <div style={{ maxWidth: '26rem' }}>
        <RatingSummary
          {...args}
          selectedStars={selected}
          onSelectStars={(stars) => {
            args.onSelectStars(stars);
            setSelected(stars);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof RatingSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Product 1: 4.6 from 4,380 ratings, no bar pressed. */
export const Default: Story = {};

/** '4 stars' pressed: the reviews are narrowed to 4-star ones. */
export const FourStarsPressed: Story = { args: { selectedStars: 4 } };

/** A bar pressed and pressed again: no filter. */
export const PressAndClear: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const one = canvas.getByRole('button', { name: '1 star' });
    await userEvent.click(one);
    await expect(one).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectStars).toHaveBeenLastCalledWith(1);
    await userEvent.click(one);
    await expect(one).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSelectStars).toHaveBeenLastCalledWith(null);
  },
};

/** No ratings yet: every share 0%. */
export const NoRatings: Story = { args: { rating: 0, reviews: 0, counts: [0, 0, 0, 0, 0] } };
