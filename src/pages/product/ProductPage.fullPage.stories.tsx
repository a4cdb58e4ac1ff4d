import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type ProductPage from './ProductPage';
import page, { Discounted as DiscountedPage, Phone as PhonePage } from './ProductPage.stories';

/**
 * A product's page as a shopper sees it: the header, the product with its reviews and related products,
 * and the footer, the stories of Pages/Product rendered as the app's router renders a page: inside
 * the real layout (`parameters.shell`, .storybook/preview.tsx) and the route's error boundary.
 */
const meta = {
  ...page,
  title: 'Pages/Full page/Product',
  // Whole pages, one after the other, are no docs page: each moves focus and scrolls to the top.
  tags: ['!autodocs'],
  parameters: { ...page.parameters, shell: true },
} satisfies Meta<typeof ProductPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The Biba kurta, discounted, at the desktop width. */
export const Discounted: Story = { ...DiscountedPage };

/** At 390 px. */
export const Phone: Story = { ...PhonePage };
