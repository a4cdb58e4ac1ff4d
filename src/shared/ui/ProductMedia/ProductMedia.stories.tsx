import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HeartIcon } from '../Icons';
import { IconButton } from '../IconButton';
import { ProductMedia, type ProductMediaRadius } from './ProductMedia';

/** How wide each kind of frame is drawn in the shop: a card's top, a cart line's and an order's thumbnail, the product page. */
const WIDTH: Record<ProductMediaRadius | 'none', string> = {
  none: '17rem',
  md: '7.5rem',
  sm: '4rem',
  lg: '34rem',
};

const meta = {
  title: 'Design system/ProductMedia',
  component: ProductMedia,
  args: {
    src: '/assets/products/1.svg',
    alt: 'Chanderi Silk Anarkali Kurta',
    href: '/product/1',
    loading: 'eager',
  },
  argTypes: { radius: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg'] } },
  render: (args) => (
    <div style={{ width: WIDTH[args.radius ?? 'none'] }}>
      <ProductMedia {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductMedia>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The top of a product card: square corners (the card clips them), the picture links to the product. */
export const CardTop: Story = {};

/** With the wishlist heart laid over the picture, as on product and wishlist cards. */
export const WithOverlay: Story = {
  args: {
    children: (
      <div style={{ position: 'absolute', top: '0.5rem', right: '0.5rem' }}>
        <IconButton variant="outline" label="Add to wishlist" pressed={false}>
          <HeartIcon />
        </IconButton>
      </div>
    ),
  },
};

/** A cart line's thumbnail: rounded, no link (the name beside it links). */
export const CartThumbnail: Story = {
  args: { href: undefined, radius: 'md', loading: 'lazy' },
};

/** An order's item thumbnail: small, slightly rounded. */
export const OrderThumbnail: Story = {
  args: { href: undefined, radius: 'sm', loading: 'lazy' },
};

/** The product page's main image: large, rounded, loaded first. */
export const ProductPage: Story = {
  args: { href: undefined, radius: 'lg', fetchPriority: 'high' },
};

/** While the image loads (or if it never does), the frame keeps its 4:5 shape on the sunken surface. */
export const Loading: Story = { args: { src: '/assets/products/missing.svg', href: undefined } };
