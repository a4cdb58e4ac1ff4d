import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ListingBanner } from './ListingBanner';

const meta = {
  title: 'Catalog/ListingBanner',
  component: ListingBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Women',
    eyebrow: 'Shop the collection',
    subtitle: 'Kurtas, sarees, dresses and denim, from everyday cottons to festive silks.',
    image: { src: '/assets/categories/women.svg', width: 600, height: 750 },
    tone: 'brand',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['brand', 'accent', 'info', 'success', 'sale'] } },
} satisfies Meta<typeof ListingBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Women: Story = {};

export const Men: Story = {
  args: {
    title: 'Men',
    subtitle: 'Shirts, jeans, kurtas and sherwanis.',
    image: { src: '/assets/categories/men.svg', width: 600, height: 750 },
    tone: 'info',
  },
};

export const Sale: Story = {
  args: {
    title: 'Sale',
    eyebrow: 'Up to 50% off',
    subtitle: 'Every discounted piece across the shop, biggest discounts first.',
    image: undefined,
    tone: 'sale',
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { eyebrow: undefined, subtitle: undefined, image: undefined } };
