import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const meta = {
  title: 'Catalog/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: fn() as QuantityStepperProps['onChange'] },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(quantity) => {
          args.onChange(quantity);
          setValue(quantity);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;

type Story = StoryObj<typeof meta>;

/** At 1 the minus button is disabled. */
export const AtMinimum: Story = {};

export const Several: Story = { args: { value: 3 } };

/** With a maximum, the plus button is disabled there. */
export const AtMaximum: Story = { args: { value: 10, max: 10 } };

/** Nothing to count: a product with every size sold out. Both buttons are disabled. */
export const Disabled: Story = { args: { value: 1, disabled: true } };
