import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ShareButton, type ShareButtonProps } from './ShareButton';

const meta = {
  title: 'Design system/ShareButton',
  component: ShareButton,
  args: {
    url: 'https://rangoli.shop/product/1',
    title: 'Chanderi Silk Anarkali Kurta by Biba',
    onShared: fn() as ShareButtonProps['onShared'],
  },
} satisfies Meta<typeof ShareButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * On a phone it opens the browser's share sheet; on a desktop browser without one it copies the
 * link (the page then shows 'Link copied').
 */
export const Default: Story = {};

/** A product without a brand: the share sheet's title is the name alone. */
export const WithoutBrand: Story = {
  args: { url: 'https://rangoli.shop/product/45', title: 'Hand Block Print Cotton Frock' },
};
