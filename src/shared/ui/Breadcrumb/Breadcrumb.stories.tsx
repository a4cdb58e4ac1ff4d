import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Design system/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', to: '/' },
      { label: 'Women', to: '/women' },
      { label: 'Floral Print Maxi Dress' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};

export const CategoryPage: Story = {
  args: {
    items: [{ label: 'Home', to: '/' }, { label: 'Men' }],
  },
};

export const LongName: Story = {
  args: {
    items: [
      { label: 'Home', to: '/' },
      { label: 'Beauty', to: '/beauty' },
      { label: 'Hydrating Rose Water Face Mist with Aloe Vera and Vitamin E, 120ml' },
    ],
  },
};

/** The crumb in each state: `li:nth-child(n) a`, the link of the trail's n-th crumb. */
const crumb = (n: number) => `li:nth-child(${n}) a[href]`;

/**
 * The trail's links in each state, one crumb each (storybook-addon-pseudo-states forces them; one
 * trail, since a page has one "Breadcrumb" landmark): hover darkens the link, the keyboard's focus
 * adds the focus ring, a press looks like hover. The current page is no link, and takes none.
 */
export const States: Story = {
  args: {
    items: [
      { label: 'Default', to: '/' },
      { label: 'Hover', to: '/women' },
      { label: 'Focus (keyboard)', to: '/men' },
      { label: 'Active (pressed)', to: '/kids' },
      { label: 'Current page' },
    ],
  },
  parameters: {
    pseudo: { hover: [crumb(2), crumb(4)], focus: crumb(3), focusVisible: crumb(3), active: crumb(4) },
  },
};
