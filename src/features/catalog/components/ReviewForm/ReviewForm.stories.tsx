import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';

const meta = {
  title: 'Catalog/ReviewForm',
  component: ReviewForm,
  args: {
    signedIn: true,
    onSubmit: fn() as ReviewFormProps['onSubmit'],
    onGuestSubmit: fn() as ReviewFormProps['onGuestSubmit'],
    returnTo: '/product/1',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

/** Guests see the form, with a note and a link to sign in. */
export const Guest: Story = { args: { signedIn: false } };

/** Submitted without a comment: 'Please enter a comment' at the field. */
export const EmptyComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(canvas.getByText('Please enter a comment')).toBeInTheDocument();
  },
};
