import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { pseudoStates, StatesTable } from '../pseudoStates.story';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember' },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithCount: Story = { args: { label: "Levi's (3)", name: 'brand', value: "Levi's" } };

export const Disabled: Story = { args: { label: 'Puma (0)', name: 'brand', disabled: true } };

export const WithError: Story = {
  args: { label: 'I agree to the Terms of Use', name: 'terms', error: 'Please accept the terms' },
};

export const WithHint: Story = {
  args: { hint: 'Stay signed in on this device', defaultChecked: true },
};

interface Values {
  remember: boolean;
}

/** `register` spreads straight in; checked state flows back to the form. */
export const WithReactHookForm: Story = {
  render: function RememberForm() {
    const { register, handleSubmit, watch } = useForm<Values>({ defaultValues: { remember: true } });
    return (
      <form onSubmit={handleSubmit(() => undefined)}>
        <Checkbox label="Remember me" {...register('remember')} />
        <p>{watch('remember') ? 'Will remember you' : 'Will forget you'}</p>
        <Button type="submit">Sign In</Button>
      </form>
    );
  },
};

/** Usage (Checkbox.usage.mdx): several independent choices, grouped under a legend (the filters' Brand). */
export const DoGroupWithLegend: Story = {
  render: () => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>Brand</legend>
      <Checkbox label="Biba (4)" name="brand" value="Biba" defaultChecked />
      <Checkbox label="FabIndia (2)" name="brand" value="FabIndia" />
      <Checkbox label="Levi's (3)" name="brand" value="Levi's" />
    </fieldset>
  ),
};

/** Usage, a mistake: checkboxes for a choice of exactly one (two can be ticked). */
export const DontCheckboxesForOneChoice: Story = {
  render: () => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>Payment Method</legend>
      <Checkbox label="Card" name="payment" value="card" defaultChecked />
      <Checkbox label="UPI" name="payment" value="upi" defaultChecked />
      <Checkbox label="Cash on Delivery" name="payment" value="cod" />
    </fieldset>
  ),
};

/** Usage, a mistake: a negative label, so that ticking means "no". */
export const DontNegativeLabel: Story = { args: { label: "Don't remember me", name: 'forget' } };

/**
 * A checkbox in each state, side by side (storybook-addon-pseudo-states forces the states). A native
 * checkbox in the brand's colour: its hover and pressed looks are the browser's own, which the addon
 * cannot force, so those columns show the shop's styles only; the keyboard's focus adds the focus
 * ring. A disabled checkbox takes none.
 */
export const States: Story = {
  parameters: { pseudo: pseudoStates('input:enabled') },
  render: (args) => (
    <StatesTable
      caption="Checkbox in each state"
      rows={[
        { name: 'Unchecked', render: () => <Checkbox {...args} /> },
        { name: 'Checked', render: () => <Checkbox {...args} defaultChecked /> },
        {
          name: 'With an error',
          render: () => (
            <Checkbox label="I agree to the Terms of Use" name="terms" error="Please accept the terms" />
          ),
        },
        { name: 'Disabled', render: () => <Checkbox label="Puma (0)" name="brand" disabled /> },
      ]}
    />
  ),
};
