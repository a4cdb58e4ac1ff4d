import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PRODUCTS } from '../../products';
import { productFacts } from '../../productFacts';
import { ProductInformation } from './ProductInformation';

const factsOf = (id: number) => productFacts(PRODUCTS.find((p) => p.id === id)!);

const meta = {
  title: 'Catalog/ProductInformation',
  component: ProductInformation,
  args: { facts: factsOf(1) },
} satisfies Meta<typeof ProductInformation>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A garment of an Indian brand (Biba's anarkali kurta): its manufacturer, 1 N, its care label. */
export const GarmentIndianBrand: Story = {};

/** An imported garment (Zara's trousers, made in Turkey): the importer, never a manufacturer. */
export const GarmentImported: Story = { args: { facts: factsOf(10) } };

/** A set (Libas's kurta with palazzo): 1 set. */
export const GarmentSet: Story = { args: { facts: factsOf(4) } };

/** Beauty with a packer (Mamaearth's face wash): the pack's every fact. */
export const BeautyWithPacker: Story = { args: { facts: factsOf(62) } };

/** Imported beauty without a packer (L'Oréal Paris's serum). */
export const BeautyWithoutPacker: Story = { args: { facts: factsOf(59) } };

/** Beauty in two sizes (The Body Shop's eau de toilette): each size's net quantity. */
export const BeautyTwoSizes: Story = { args: { facts: factsOf(64) } };
