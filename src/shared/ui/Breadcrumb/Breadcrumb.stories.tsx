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
