import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { pseudoStates, StatesTable } from '../pseudoStates.story';
import { Select } from './Select';

const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'priceLowToHigh', label: 'Price: Low to High' },
  { value: 'priceHighToLow', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'discount', label: 'Biggest Discount' },
];

const STATES = [
  { value: 'Karnataka', label: 'Karnataka' },
  { value: 'Maharashtra', label: 'Maharashtra' },
  { value: 'Tamil Nadu', label: 'Tamil Nadu' },
  { value: 'West Bengal', label: 'West Bengal' },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Sort by', name: 'sort', options: SORT_OPTIONS, defaultValue: 'featured' },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SortBy: Story = {};

/** A state to choose, nothing chosen yet: WithPlaceholder's and the States story's. */
const CHOOSE_A_STATE = {
  label: 'State',
  name: 'state',
  options: STATES,
  placeholder: 'Select a state',
  defaultValue: '',
};

export const WithPlaceholder: Story = {
  args: { ...CHOOSE_A_STATE, required: true },
};

export const WithError: Story = {
  args: { ...WithPlaceholder.args, error: 'State is required' },
};

export const WithHint: Story = {
  args: {
    label: 'Size',
    name: 'size',
    options: [
      { value: 'S', label: 'S' },
      { value: 'M', label: 'M' },
      { value: 'XL', label: 'XL (sold out)', disabled: true },
    ],
    hint: 'Check the size guide',
    defaultValue: 'M',
  },
};

export const Disabled: Story = { args: { disabled: true } };

interface AddressValues {
  state: string;
}

/** `register` spreads straight in. */
export const WithReactHookForm: Story = {
  render: function AddressForm() {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm<AddressValues>({ defaultValues: { state: '' } });
    return (
      <form noValidate onSubmit={handleSubmit(() => undefined)}>
        <Select
          label="State"
          options={STATES}
          placeholder="Select a state"
          required
          error={errors.state?.message}
          {...register('state', { required: 'State is required' })}
        />
        <Button type="submit">Continue to Payment</Button>
      </form>
    );
  },
};

/** Usage (Select.usage.mdx), a mistake: three choices the shopper should see at once, hidden in a menu. */
export const DontSelectForFewOptions: Story = {
  args: {
    label: 'Payment Method',
    name: 'payment',
    options: [
      { value: 'card', label: 'Card' },
      { value: 'upi', label: 'UPI' },
      { value: 'cod', label: 'Cash on Delivery' },
    ],
    defaultValue: 'card',
  },
};

/** Usage, a mistake: a required choice made for the shopper, who may never notice it (a parcel to the wrong state). */
export const DontPreselectARequiredChoice: Story = {
  args: { label: 'State', name: 'state', options: STATES, defaultValue: 'Karnataka', required: true },
};

/**
 * A select in each state, side by side (storybook-addon-pseudo-states forces the states): the same
 * box as a text field, so the same looks. Hover darkens the border; focus turns it blue with the
 * focus ring. A disabled select takes neither.
 */
export const States: Story = {
  parameters: { pseudo: pseudoStates('select:enabled') },
  render: (args) => (
    <StatesTable
      caption="Select in each state"
      cellWidth="14rem"
      rows={[
        { name: 'Chosen', render: () => <Select {...args} /> },
        {
          name: 'With a placeholder',
          render: () => <Select {...CHOOSE_A_STATE} />,
        },
        {
          name: 'With an error',
          render: () => <Select {...CHOOSE_A_STATE} required error="State is required" />,
        },
        { name: 'Disabled', render: () => <Select {...args} disabled /> },
      ]}
    />
  ),
};
