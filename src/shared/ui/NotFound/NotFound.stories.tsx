import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NotFound } from './NotFound';

const meta = {
  title: 'Design system/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An address the shop does not know. */
export const UnknownAddress: Story = {};

/** An order the shopper does not have. */
export const UnknownOrder: Story = {
  args: { message: 'We could not find order ORD-999 among your orders.' },
};
