import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HeroBanner } from './HeroBanner';

const meta = {
  title: 'Catalog/HeroBanner',
  component: HeroBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'The festive edit',
    title: 'Wear every colour of the season',
    subtitle: 'Silk sarees, kurtas, sherwanis and beauty picks for the whole family.',
    primaryAction: { label: 'Shop Women', to: '/women' },
    secondaryAction: { label: 'Shop Men', to: '/men' },
    images: [
      { src: '/assets/products/2.svg', width: 400, height: 500 },
      { src: '/assets/products/6.svg', width: 400, height: 500 },
      { src: '/assets/products/27.svg', width: 400, height: 500 },
    ],
  },
} satisfies Meta<typeof HeroBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Text and one call to action only. */
export const Minimal: Story = { args: { eyebrow: undefined, secondaryAction: undefined, images: [] } };
