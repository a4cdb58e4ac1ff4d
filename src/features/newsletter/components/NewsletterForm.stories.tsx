import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

const meta = {
  title: 'Newsletter/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: fn() as NewsletterFormProps['onSubscribe'] },
} satisfies Meta<typeof NewsletterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted blank: "Email is required" at the field. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Email is required')).toBeInTheDocument();
  },
};

/** Submitted with a malformed address: "Please enter a valid email". */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'priya@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Please enter a valid email')).toBeInTheDocument();
  },
};
