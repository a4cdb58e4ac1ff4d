import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import type { SavedAddress } from '@/features/auth';
import { AddressBook, type AddressBookEditing, type AddressBookProps } from './AddressBook';
import { HOME, NEW_ADDRESS, PARENTS, WORK } from './addressFixtures';

/** Keeps the book and the open form, as the profile page does, starting from the story's args. */
function Live(args: AddressBookProps) {
  const [addresses, setAddresses] = useState<readonly SavedAddress[]>(args.addresses);
  const [defaultId, setDefaultId] = useState(args.defaultAddressId);
  const [editing, setEditing] = useState<AddressBookEditing>(args.editing);
  return (
    <AddressBook
      {...args}
      addresses={addresses}
      defaultAddressId={defaultId}
      editing={editing}
      onEdit={(to) => {
        setEditing(to);
        args.onEdit(to);
      }}
      onCancel={() => {
        setEditing(null);
        args.onCancel();
      }}
      onSave={(address) => {
        setAddresses((list) =>
          list.some((a) => a.id === address.id)
            ? list.map((a) => (a.id === address.id ? address : a))
            : [...list, address],
        );
        setDefaultId((id) => id ?? address.id);
        setEditing(null);
        args.onSave(address);
      }}
      onRemove={(id) => {
        // As the slice does: the default's place goes to the next address, else the first.
        const at = addresses.findIndex((a) => a.id === id);
        const rest = addresses.filter((a) => a.id !== id);
        setAddresses(rest);
        if (defaultId === id) setDefaultId((rest[at] ?? rest[0])?.id ?? null);
        args.onRemove(id);
      }}
      onMakeDefault={(id) => {
        setDefaultId(id);
        args.onMakeDefault(id);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/AddressBook',
  component: AddressBook,
  args: {
    addresses: [HOME],
    defaultAddressId: HOME.id,
    editing: null,
    newAddress: NEW_ADDRESS,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onRemove: fn(),
    onMakeDefault: fn(),
  },
  render: (args) => <Live {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressBook>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sample profile's book: its Home address, the default. */
export const OneAddress: Story = {};

/** Several addresses, the second the default. */
export const Several: Story = {
  args: { addresses: [HOME, WORK, PARENTS], defaultAddressId: WORK.id },
};

/** A new shopper: no addresses yet. */
export const Empty: Story = { args: { addresses: [], defaultAddressId: null } };

/** Add address opened: the form below the cards. */
export const Adding: Story = { args: { editing: 'new' } };

/** Edit opened on an address: the form in place of its card. */
export const EditingOne: Story = {
  args: { addresses: [HOME, WORK], editing: { id: WORK.id } },
};
