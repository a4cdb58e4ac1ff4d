import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PhotoDialog, type PhotoDialogProps } from './PhotoDialog';
import { PHOTO_DETAIL, PHOTO_DRAPE, PHOTO_KURTA } from './storyFixtures';

const meta = {
  title: 'Reviews/PhotoDialog',
  component: PhotoDialog,
  args: {
    photos: [PHOTO_KURTA, PHOTO_DRAPE, PHOTO_DETAIL],
    index: 0,
    onIndexChange: fn() as PhotoDialogProps['onIndexChange'],
    onClose: fn() as PhotoDialogProps['onClose'],
  },
  // The photo shown follows Previous and Next, as in a review card.
  render: function Render(args) {
    const [index, setIndex] = useState(args.index);
    return (
      <PhotoDialog
        {...args}
        index={index}
        onIndexChange={(next) => {
          args.onIndexChange(next);
          setIndex(next);
        }}
        onClose={() => {
          args.onClose();
          setIndex(null);
        }}
      />
    );
  },
} satisfies Meta<typeof PhotoDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Photo 1 of 3', a tall photo. */
export const First: Story = {};

/** 'Photo 2 of 3', a wide photo. */
export const Wide: Story = { args: { index: 1 } };

/** A review with one photo: no Previous or Next. */
export const Single: Story = { args: { photos: [PHOTO_DETAIL] } };

/** Closed: nothing is rendered. */
export const Closed: Story = { args: { index: null } };
