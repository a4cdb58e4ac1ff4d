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

/** Women's anarkali kurta (product 1): bust, waist, hip and its style's length, with Indian, UK and US sizes. */
export const WomensKurta: Story = {};

/** The shopper saved M: its row reads 'Your size' and its button is pressed. */
export const WithYourSize: Story = { args: { yourSize: 'M' } };

/** A short kurti (product 14): the kurta chart with a knee length. */
export const ShortKurti: Story = { args: { chart: chartOf(14) } };

/** A crop top (product 7): bust, waist and a crop top's length. */
export const CropTop: Story = { args: { chart: chartOf(7) } };

/** A maxi dress (product 9): bust, waist, hip and an ankle length. */
export const MaxiDress: Story = { args: { chart: chartOf(9) } };

/** A saree (product 2): free size, with the note on its drape and the blouse's bust, under-bust and waist. */
export const Saree: Story = { args: { chart: chartOf(2) } };

/** A lehenga set (product 6, S to L): the blouse's bust and under-bust, the skirt's waist, hip and length. */
export const Lehenga: Story = { args: { chart: chartOf(6) } };

/** A women's jacket (product 12, S to L): bust, shoulder, sleeve and a jacket's length. */
export const Jacket: Story = { args: { chart: chartOf(12) } };

/** A longline coat (product 13): bust, shoulder, sleeve and a coat's length. */
export const Coat: Story = { args: { chart: chartOf(13) } };

/** A women's hoodie (product 20): bust, sleeve and a hoodie's length. */
export const Hoodie: Story = { args: { chart: chartOf(20) } };

/** Men's kurta (product 28): chest, shoulder and a kurta's length. */
export const MensKurta: Story = { args: { chart: chartOf(28) } };

/** Men's shirt (product 21): chest, shoulder and length, with the Indian chest size. */
export const MensShirt: Story = { args: { chart: chartOf(21) } };

/** Men's jeans in waist sizes (product 22): the same number everywhere, so no other systems. */
export const WaistSizes: Story = { args: { chart: chartOf(22) } };

/** Kids (product 50, all five ages): by age, with US sizes, height and chest as ranges. */
export const Kids: Story = { args: { chart: chartOf(50) } };
