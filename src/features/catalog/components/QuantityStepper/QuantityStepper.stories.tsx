import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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

/** At 1 the minus button is disabled; plus adds one, and taking it back keeps focus on plus. */
export const AtMinimum: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    const stepper = canvas.getByRole('group', { name: 'Quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(stepper).toHaveTextContent('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(decrease);
    await expect(stepper).toHaveTextContent('1');
    await expect(decrease).toBeDisabled();
    await expect(increase).toHaveFocus();
  },
};

export const Several: Story = { args: { value: 3 } };

/** With a maximum, the plus button is disabled there. */
export const AtMaximum: Story = {
  args: { value: 10, max: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(increase).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toHaveTextContent('9');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(increase).toBeEnabled();
  },
};

/** Nothing to count: a product with every size sold out. Both buttons are disabled. */
export const Disabled: Story = {
  args: { value: 1, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};
