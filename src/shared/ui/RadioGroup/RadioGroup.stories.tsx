import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { pseudoStates, StatesTable } from '../pseudoStates.story';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

/** Holds the value, starting from the story's `value` arg. */
function Controlled({ value: initial, onChange, ...args }: RadioGroupProps) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      {...args}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Payment Method',
    name: 'payment',
    value: 'card',
    onChange: () => undefined,
    options: [
      { value: 'card', label: 'Card' },
      { value: 'upi', label: 'UPI' },
      { value: 'cod', label: 'Cash on Delivery' },
    ],
  },
  argTypes: { direction: { control: 'inline-radio', options: ['row', 'column'] } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Payment: Story = {};

export const Stacked: Story = { args: { direction: 'column' } };

export const StarRating: Story = {
  args: {
    legend: 'Rating',
    name: 'rating',
    value: '5',
    options: ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n === '1' ? '1 star' : `${n} stars` })),
  },
};

export const NoneSelectedWithError: Story = {
  args: { value: null, required: true, error: 'Please choose a payment method' },
};

/** A disabled option with the reason beside it, describing its radio. */
export const WithDisabledOption: Story = {
  args: {
    direction: 'column',
    options: [
      { value: 'card', label: 'Card' },
      { value: 'upi', label: 'UPI' },
      {
        value: 'cod',
        label: 'Cash on Delivery',
        disabled: true,
        note: 'Cash on Delivery is available on orders up to ₹5,000',
      },
    ],
  },
};

const MANY_STATES = [
  'Andhra Pradesh',
  'Assam',
  'Bihar',
  'Gujarat',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Tamil Nadu',
  'Telangana',
  'Uttar Pradesh',
  'West Bengal',
];

/** Usage (RadioGroup.usage.mdx), a mistake: a long list as radios, a page of scrolling for one answer. */
export const DontRadioGroupForLongList: Story = {
  args: {
    legend: 'State',
    name: 'state',
    value: null,
    direction: 'column',
    options: MANY_STATES.map((state) => ({ value: state, label: state })),
  },
};

/** Usage, a mistake: an option disabled without a word on why. */
export const DontDisabledWithoutReason: Story = {
  args: {
    direction: 'column',
    options: [
      { value: 'card', label: 'Card' },
      { value: 'upi', label: 'UPI' },
      { value: 'cod', label: 'Cash on Delivery', disabled: true },
    ],
  },
};

/**
 * A radio group in each state, side by side (storybook-addon-pseudo-states forces the states on its
 * first option, where the keyboard enters a group with nothing chosen). Native radios in the brand's
 * colour: hover and pressed looks are the browser's own, which the addon cannot force; the
 * keyboard's focus adds the shop's focus ring. Each group has a name of its own.
 */
export const States: Story = {
  parameters: { pseudo: pseudoStates('label:first-of-type > input:enabled') },
  render: ({ name: _name, ...args }) => (
    <StatesTable
      caption="Radio group in each state"
      rows={[
        { name: 'Chosen', render: () => <Controlled {...args} direction="column" /> },
        {
          name: 'None chosen, with an error',
          render: () => (
            <Controlled
              {...args}
              direction="column"
              value={null}
              required
              error="Please choose a payment method"
            />
          ),
        },
        { name: 'Disabled', render: () => <Controlled {...args} direction="column" disabled /> },
      ]}
    />
  ),
};
