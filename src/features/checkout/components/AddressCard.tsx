import { useId, type Ref } from 'react';
import type { SavedAddress } from '@/features/auth';
import { Badge, Button } from '@/shared/ui';
import { addressLine } from '../addressBook';
import { Card, CardActions, CardHeader, Muted } from './AddressBook.styles';

export interface AddressCardProps {
  address: SavedAddress;
  /** The default address reads 'Default' and has no 'Make default'. */
  isDefault: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
  /** The Edit button (where the book returns focus). */
  editRef?: Ref<HTMLButtonElement>;
}

/**
 * A saved address: its label, the name, the address on one line and the phone, with Edit, Remove
 * and Make default. An article named by its label and address, so that its buttons keep their
 * short names and are found within it.
 */
export function AddressCard({
  address,
  isDefault,
  onEdit,
  onRemove,
  onMakeDefault,
  editRef,
}: AddressCardProps) {
  const titleId = useId();
  const lineId = useId();
  return (
    <Card $default={isDefault} aria-labelledby={`${titleId} ${lineId}`}>
      <CardHeader>
        <h3 id={titleId}>{address.label}</h3>
        {isDefault && <Badge tone="brand">Default</Badge>}
      </CardHeader>
      <p>{address.name}</p>
      <p id={lineId}>{addressLine(address)}</p>
      <Muted>{address.phone}</Muted>
      <CardActions>
        <Button ref={editRef} variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove
        </Button>
        {!isDefault && (
          <Button variant="ghost" size="sm" onClick={onMakeDefault}>
            Make default
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
