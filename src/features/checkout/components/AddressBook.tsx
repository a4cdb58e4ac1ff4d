import { useEffect, useRef } from 'react';
import type { SavedAddress } from '@/features/auth';
import { t } from '@/shared/i18n';
import { Button, Card } from '@/shared/ui';
import { newAddressId, savedAddressFrom, type AddressFormValues } from '../addressBook';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { CardList, Empty, FormItem } from './AddressBook.styles';

/** Which address form is open: a new address's, a saved address's (by id), or none. */
export type AddressBookEditing = 'new' | { id: string } | null;

export interface AddressBookProps {
  addresses: readonly SavedAddress[];
  defaultAddressId: string | null;
  editing: AddressBookEditing;
  /** Where a new address starts: the shopper's name and phone, a label not taken yet. */
  newAddress: AddressFormValues;
  /** Open a form: 'new', or an address's id. */
  onEdit: (editing: 'new' | { id: string }) => void;
  /** Close the form without saving. */
  onCancel: () => void;
  /** An address to keep (a new one has a new id); the page saves it and closes the form. */
  onSave: (address: SavedAddress) => void;
  onRemove: (id: string) => void;
  onMakeDefault: (id: string) => void;
}

/** Where focus goes once the book has re-rendered: an address's Edit button, or Add address. */
type FocusTarget = { id: string } | 'add' | null;

/**
 * The profile's 'Saved addresses' (a section under its h2; deliberately no region of its own, whose
 * name would make every "Address" label on the profile ambiguous): a card per address, the default one
 * reading 'Default', and 'Add address'. The form opens inline, in place of the card it edits or of
 * the Add address button. Focus is never lost: closing a form returns it to the button that opened
 * it (or the saved address's Edit), Make default to the address's Edit, Remove to Add address.
 */
export function AddressBook({
  addresses,
  defaultAddressId,
  editing,
  newAddress,
  onEdit,
  onCancel,
  onSave,
  onRemove,
  onMakeDefault,
}: AddressBookProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<FocusTarget>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    const element = target === 'add' ? addButton.current : editButtons.current.get(target.id);
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const editingId = editing !== null && editing !== 'new' ? editing.id : null;
  const after = (target: FocusTarget, then: () => void) => {
    focusNext.current = target;
    then();
  };
  const save = (values: AddressFormValues) => {
    const address = savedAddressFrom(editingId ?? newAddressId(), values);
    after({ id: address.id }, () => onSave(address));
  };
  const cancel = () => after(editingId ? { id: editingId } : 'add', onCancel);

  return (
    <Card>
      <h2>{t('Saved addresses')}</h2>
      {addresses.length === 0 && editing !== 'new' && <Empty>{t('No saved addresses yet.')}</Empty>}
      {addresses.length > 0 && (
        <CardList>
          {addresses.map((address) =>
            address.id === editingId ? (
              <FormItem key={address.id}>
                <AddressForm
                  title={t('Edit address')}
                  defaultValues={address}
                  onSave={save}
                  onCancel={cancel}
                />
              </FormItem>
            ) : (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  isDefault={address.id === defaultAddressId}
                  editRef={(button) => {
                    if (button) editButtons.current.set(address.id, button);
                    else editButtons.current.delete(address.id);
                  }}
                  onEdit={() => onEdit({ id: address.id })}
                  onRemove={() => after('add', () => onRemove(address.id))}
                  onMakeDefault={() => after({ id: address.id }, () => onMakeDefault(address.id))}
                />
              </li>
            ),
          )}
        </CardList>
      )}
      {editing === 'new' ? (
        <AddressForm title={t('New address')} defaultValues={newAddress} onSave={save} onCancel={cancel} />
      ) : (
        <div>
          <Button ref={addButton} variant="secondary" onClick={() => onEdit('new')}>
            {t('Add address')}
          </Button>
        </div>
      )}
    </Card>
  );
}
