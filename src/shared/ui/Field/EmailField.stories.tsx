import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { email } from '@/shared/lib/validation';
import { Button } from '../Button';
import { EmailField } from './EmailField';

const meta = {
  title: 'Design system/Field/EmailField',
  component: EmailField,
  args: { name: 'email', required: true },
} satisfies Meta<typeof EmailField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'priya@example.com' } };

export const WithError: Story = {
  args: { defaultValue: 'priya@example', error: 'Please enter a valid email' },
};

/** While the form is sending: the value stays readable and selectable, but cannot change. */
export const Busy: Story = { args: { defaultValue: 'priya@example.com', readOnly: true } };

/** Not required, with a hint (and a placeholder, as on the newsletter form). */
export const OptionalWithHint: Story = {
  args: { required: false, hint: 'Optional', placeholder: 'you@example.com' },
};

/** `register` spreads straight in: its ref reaches the input, so a failed submit focuses it. */
export const WithReactHookForm: Story = {
  render: function EmailForm() {
    const {
      register,
      handleSubmit,
      formState: { errors, isSubmitSuccessful },
    } = useForm({ defaultValues: { email: '' } });
    return (
      <form noValidate onSubmit={handleSubmit(() => undefined)} aria-label="Reset password">
        <EmailField required error={errors.email?.message} {...register('email', { validate: email })} />
        <Button type="submit">Send</Button>
        {isSubmitSuccessful && <p>Sent</p>}
      </form>
    );
  },
};
