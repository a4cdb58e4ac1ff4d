import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { pseudoStates, StatesTable } from '../pseudoStates.story';
import { Field, Input, TextArea } from './Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Design system/Field',
  component: Input,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' },
} satisfies Meta<typeof Input>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', name: 'phone', autoComplete: 'tel', hint: 'Format: +91 98765 43210' },
};

export const WithError: Story = {
  args: { defaultValue: 'priya@', error: 'Please enter a valid email address' },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    name: 'phone',
    defaultValue: '123',
    hint: 'Format: +91 98765 43210',
    error: 'Please enter a valid phone number',
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'priya@example.com' } };

export const HiddenLabel: Story = { args: { label: 'Search', type: 'search', name: 'q', hideLabel: true } };

export const MultiLine: Story = {
  args: { label: 'Comment', name: 'comment', required: true },
  render: ({ label, name, required, error, hint }) => (
    <TextArea label={label} name={name} required={required} error={error} hint={hint} />
  ),
};

export const MultiLineWithError: Story = {
  ...MultiLine,
  args: { label: 'Message', name: 'message', required: true, error: 'Message is required' },
};

/** Field with a custom control: the render prop receives id and ARIA attributes. */
export const CustomControl: Story = {
  args: { label: 'Card Number', hint: '16 digits', error: undefined },
  render: function CustomControlStory({ label, hint, error }) {
    const [value, setValue] = useState('');
    return (
      <Field label={label} hint={hint} error={error} required>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </Field>
    );
  },
};

interface SignInValues {
  email: string;
  password: string;
  comment: string;
}

/** react-hook-form's `register` spreads straight in: refs reach the native controls. */
export const WithReactHookForm: Story = {
  render: function SignInForm() {
    const {
      register,
      handleSubmit,
      formState: { errors, isSubmitSuccessful },
    } = useForm<SignInValues>({ defaultValues: { email: '', password: '', comment: '' } });
    return (
      <form
        noValidate
        onSubmit={handleSubmit(() => undefined)}
        style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}
      >
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', { required: 'Email is required' })}
        />
        <PasswordInput
          label="Password"
          required
          error={errors.password?.message}
          {...register('password', { required: 'Password is required' })}
        />
        <TextArea label="Comment" {...register('comment')} />
        <Button type="submit">Sign In</Button>
        {isSubmitSuccessful && <p>Signed in</p>}
      </form>
    );
  },
};

/** Usage (Field.usage.mdx), a mistake: the label hidden and a placeholder in its place, gone once the shopper types. */
export const DontPlaceholderAsLabel: Story = { args: { hideLabel: true, placeholder: 'Email' } };

/** Usage, a mistake: an error that does not say what to fix. */
export const DontVagueError: Story = { args: { defaultValue: 'priya@', error: 'Invalid' } };

/** Usage, a mistake: the expected format only as a placeholder, hidden as soon as the field has a value. */
export const DontFormatInPlaceholder: Story = {
  args: { label: 'Phone', type: 'tel', name: 'phone', autoComplete: 'tel', placeholder: '+91 98765 43210' },
};

/**
 * A text field in each state, side by side (storybook-addon-pseudo-states forces the states). Hover
 * darkens the border (an error keeps its red); focus turns it blue and adds the shop's focus ring, as
 * a field focused by a click does too. A disabled field takes neither.
 */
export const States: Story = {
  parameters: { pseudo: pseudoStates('input:enabled') },
  render: (args) => (
    <StatesTable
      caption="Text field in each state"
      cellWidth="14rem"
      rows={[
        { name: 'Empty', render: () => <Input {...args} /> },
        { name: 'Filled', render: () => <Input {...args} defaultValue="priya@example.com" /> },
        {
          name: 'With an error',
          render: () => <Input {...args} defaultValue="priya@" error="Please enter a valid email" />,
        },
        { name: 'Disabled', render: () => <Input {...args} disabled defaultValue="priya@example.com" /> },
      ]}
    />
  ),
};
