import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ButtonLink } from '../Button';
import { CartIcon, HeartIcon, SearchIcon } from '../Icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    icon: <CartIcon />,
    title: 'Your cart is empty',
    message: 'Looks like you have not added anything yet.',
    action: <ButtonLink to="/">Start Shopping</ButtonLink>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};

export const EmptyWishlist: Story = {
  args: {
    icon: <HeartIcon />,
    title: 'Your wishlist is empty',
    message: 'Tap the heart on any product to save it here.',
    action: (
      <ButtonLink to="/women" variant="secondary">
        Browse Women
      </ButtonLink>
    ),
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No products found',
    headingLevel: 3,
    message: 'Try another word or clear the filters.',
    action: undefined,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, message: undefined, action: undefined, title: 'No orders yet' },
};
