import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CategoryTiles, type CategoryTile } from './CategoryTiles';

const tiles: CategoryTile[] = [
  { name: 'Women', to: '/women', blurb: 'Kurtas, sarees & dresses', slug: 'women' },
  { name: 'Men', to: '/men', blurb: 'Shirts, jeans & sherwanis', slug: 'men' },
  { name: 'Kids', to: '/kids', blurb: 'Playwear & festive sets', slug: 'kids' },
  { name: 'Beauty', to: '/beauty', blurb: 'Make-up & skincare', slug: 'beauty' },
].map(({ slug, ...tile }) => ({
  ...tile,
  src: `/assets/categories/${slug}.svg`,
  fallbackSrc: `/assets/categories/${slug}.svg`,
}));

const meta = {
  title: 'Catalog/CategoryTiles',
  component: CategoryTiles,
  args: { tiles },
} satisfies Meta<typeof CategoryTiles>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The photos' host cannot be reached: each tile falls back to its bundled artwork. */
export const HostUnreachable: Story = {
  args: {
    tiles: tiles.map((tile) => ({ ...tile, src: `https://images.invalid/${tile.name.toLowerCase()}.jpg` })),
  },
};
