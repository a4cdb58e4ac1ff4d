import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PRODUCTS } from '../../products';
import { sizeChartFor } from '../../sizeCharts';
import { SizeGuide } from './SizeGuide';

const chartOf = (id: number) => {
  const product = PRODUCTS.find((p) => p.id === id);
  const chart = product && sizeChartFor(product);
  if (!chart) throw new Error(`No size chart for product ${id}`);
  return chart;
};

const meta = {
  title: 'Catalog/SizeGuide',
  component: SizeGuide,
  args: { chart: chartOf(1), yourSize: null, onSaveSize: fn(), defaultOpen: true },
  // The saved size follows the buttons, as on the product page.
  render: function Render(args) {
    const [yourSize, setYourSize] = useState(args.yourSize);
    return (
      <SizeGuide
        {...args}
        yourSize={yourSize}
        onSaveSize={(size) => {
          args.onSaveSize(size);
          setYourSize((saved) => (saved === size ? null : size));
        }}
      />
    );
  },
} satisfies Meta<typeof SizeGuide>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: the 'Size guide' button beside the sizes. */
export const Closed: Story = { args: { defaultOpen: false } };

/** Women's kurta (product 1): bust, waist, hip and length, with Indian, UK and US sizes. */
export const WomensKurta: Story = {};

/** The shopper saved M: its row reads 'Your size' and its button is pressed. */
export const WithYourSize: Story = { args: { yourSize: 'M' } };

/** Men's shirt (product 21): chest, shoulder and length, with the Indian chest size. */
export const MensShirt: Story = { args: { chart: chartOf(21) } };

/** Men's jeans in waist sizes (product 22): the same number everywhere, so no other systems. */
export const WaistSizes: Story = { args: { chart: chartOf(22) } };

/** Kids (product 50, all five ages): by age, with US sizes, height and chest as ranges. */
export const Kids: Story = { args: { chart: chartOf(50) } };
