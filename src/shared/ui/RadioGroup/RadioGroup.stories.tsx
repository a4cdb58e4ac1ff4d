import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
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
