import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';
import { fakePreparePhoto, imageFile } from './storyFixtures';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: {
    signedIn: true,
    onSubmit: fn((): 'saved' => 'saved') as ReviewFormProps['onSubmit'],
    preparePhoto: fn(fakePreparePhoto) as ReviewFormProps['preparePhoto'],
    askFit: false,
    sizes: [],
    returnTo: '/product/1',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A product without garment sizes (beauty): rating, comment and photos. */
export const SignedIn: Story = {};

/** A garment: 'How did it fit?' and 'Size bought' too, both optional. */
export const Garment: Story = { args: { askFit: true, sizes: ['S', 'M', 'L', 'XL'] } };

/** Guests see the form, with a note and a link to sign in. */
export const Guest: Story = { args: { signedIn: false } };

/** Submitted without a comment: 'Please enter a comment' at the field. */
export const EmptyComment: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(canvas.getByText('Please enter a comment')).toBeInTheDocument();
  },
};

/** Two photos added, the first described. */
export const WithPhotos: Story = {
  args: { askFit: true, sizes: ['S', 'M', 'L', 'XL'] },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add photos'), [
      imageFile('front.jpg'),
      imageFile('back.png', 'image/png'),
    ]);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Describe photo 1' }), 'The front');
    await expect(canvas.getByRole('textbox', { name: 'Describe photo 2' })).toHaveValue('');
  },
};

/** Five files chosen, one a PDF: the first 3 images are kept, and both errors show at the field. */
export const WrongTypeAndTooMany: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // Files the input's accept would not offer (a picker's "All files").
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Add photos'), [
      imageFile('one.jpg'),
      imageFile('receipt.pdf', 'application/pdf'),
      imageFile('two.webp', 'image/webp'),
      imageFile('three.png', 'image/png'),
      imageFile('four.jpg'),
    ]);
    await expect(await canvas.findByRole('textbox', { name: 'Describe photo 3' })).toBeInTheDocument();
    await expect(canvas.getByText('Please choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    await expect(canvas.getByText('You can add up to 3 photos')).toBeInTheDocument();
  },
};

/** Submitted with a photo not described: 'Please describe each photo' at its field, which has focus. */
export const UndescribedPhoto: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Lovely colour');
    await userEvent.upload(canvas.getByLabelText('Add photos'), [imageFile('front.jpg')]);
    const description = await canvas.findByRole('textbox', { name: 'Describe photo 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(description).toHaveAccessibleDescription('Please describe each photo');
    await expect(description).toHaveFocus();
  },
};

/** The browser's storage is full: 'Save without photos' or 'Keep editing', nothing lost. */
export const PhotosTooLarge: Story = {
  args: {
    onSubmit: fn((values) =>
      values.photos.length > 0 ? 'photosTooLarge' : 'saved',
    ) as ReviewFormProps['onSubmit'],
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Lovely colour');
    await userEvent.upload(canvas.getByLabelText('Add photos'), [imageFile('front.jpg')]);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Describe photo 1' }), 'The front');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Your photos could not be saved: this browser's storage is full",
    );
  },
};

/** A guest who submits is told to sign in, and keeps what they wrote. */
export const GuestRefused: Story = {
  args: { signedIn: false, onSubmit: fn((): 'refused' => 'refused') as ReviewFormProps['onSubmit'] },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Good');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please login to submit a review');
  },
};
