import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { PRODUCTS } from '../../products';
import { formatFigure, MEASURE_LABELS, sizeChartFor } from '../../sizeCharts';
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
        onSaveSize={
          args.onSaveSize &&
          ((size) => {
            args.onSaveSize?.(size);
            setYourSize((saved) => (saved === size ? null : size));
          })
        }
      />
    );
  },
} satisfies Meta<typeof SizeGuide>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: the 'Size guide' button beside the sizes. */
export const Closed: Story = { args: { defaultOpen: false } };

/**
 * The shopper chose 'Only what is needed': sizes are not kept, so the chart has no 'My size'
 * column and offers nothing to save.
 */
export const WithoutMySize: Story = {
  args: { onSaveSize: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    await expect(within(dialog).queryByRole('columnheader', { name: 'My size' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /as my size$/ })).toBeNull();
  },
};

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

/** The bust of size M in product 1's chart, as the table should show it in `unit`. */
const bustOfM = (unit: 'in' | 'cm') => {
  const figure = chartOf(1).rows.find((row) => row.size === 'M')?.figures.bust;
  if (figure === undefined) throw new Error('Product 1 has no bust for M');
  return formatFigure(figure, unit);
};

/** What the open guide's table shows in the Bust column of size M's row. */
const bustOfMShown = () => {
  const table = screen.getByRole('table');
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === MEASURE_LABELS.bust);
  const row = within(table).getByRole('row', { name: /^M\b/ });
  return row.querySelectorAll('th, td')[column]?.textContent;
};

/**
 * From the product page's 'Size guide' button: the dialog opens in inches, and 'cm' converts every
 * figure (M's bust, the table's caption), its button pressed instead of 'in'.
 */
export const OpenAndSwitchToCm: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    const units = within(dialog.getByRole('group', { name: 'Units' }));
    await expect(units.getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'true');
    await expect(bustOfMShown()).toBe(bustOfM('in'));

    await userEvent.click(units.getByRole('button', { name: 'cm' }));
    await expect(units.getByRole('button', { name: 'cm' })).toHaveAttribute('aria-pressed', 'true');
    await expect(units.getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByRole('table', { name: /body measurements in centimetres$/ })).toBeVisible();
    await expect(bustOfMShown()).toBe(bustOfM('cm'));
    await expect(bustOfM('cm')).not.toBe(bustOfM('in'));
  },
};

/** 'Save M as my size': its button is pressed, the row reads 'Your size', and the page is told. */
export const SaveMySize: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    const save = dialog.getByRole('button', { name: 'Save M as my size' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.onSaveSize).toHaveBeenCalledWith('M');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dialog.getByRole('row', { name: /^M\b/ })).getByText('Your size')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save L as my size' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
