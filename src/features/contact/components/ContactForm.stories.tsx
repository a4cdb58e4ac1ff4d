import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(), loading: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: name, email and message messages (phone is optional). */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByLabelText(/^Name/)).toHaveAccessibleDescription(FIELD_MSG.nameRequired);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailRequired);
    await expect(canvas.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.messageRequired),
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: { defaultValues: { name: 'Ravi Kumar', email: 'ravi@example', message: 'Where is my order?' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    defaultValues: { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Where is my order?' },
  },
};
