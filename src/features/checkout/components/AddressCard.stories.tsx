import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AddressCard } from './AddressCard';
import { HOME, PARENTS, WORK } from './addressFixtures';

const meta = {
  title: 'Checkout/AddressCard',
  component: AddressCard,
  args: { address: HOME, isDefault: true, onEdit: fn(), onRemove: fn(), onMakeDefault: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default address: 'Default', no Make default. */
export const Default: Story = {};

/** Another address: Make default. */
export const NotDefault: Story = { args: { address: WORK, isDefault: false } };

/** An Other address with a long line, wrapping. */
export const LongAddress: Story = {
  args: {
    address: {
      ...PARENTS,
      address: 'Flat 12B, Brahmaputra Apartments, Near Ganeshguri Flyover, 5 GS Road, Dispur',
    },
    isDefault: false,
  },
};
