import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { DeferredNewsletterForm } from './DeferredNewsletterForm';
import type { NewsletterFormProps } from './NewsletterForm';

const meta = {
  title: 'Catalog/DeferredNewsletterForm',
  component: DeferredNewsletterForm,
  args: { onSubscribe: fn() as NewsletterFormProps['onSubscribe'] },
} satisfies Meta<typeof DeferredNewsletterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before any scroll, key or tap: an empty space the form's size (scroll the canvas to load it). */
export const BeforeInteraction: Story = {};

/** After the shopper's first interaction: the form itself. */
export const AfterInteraction: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.scroll(window);
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  },
};
