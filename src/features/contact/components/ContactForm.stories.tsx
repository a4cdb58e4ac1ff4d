import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn, userEvent, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
  },
};

export const InvalidEmail: Story = {
  args: { defaultValues: { name: 'Ravi Kumar', email: 'ravi@example', message: 'Where is my order?' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    defaultValues: { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Where is my order?' },
  },
};
