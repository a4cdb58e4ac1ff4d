import { useId, type Ref } from 'react';
import type { SavedAddress } from '@/features/auth';
import { t } from '@/shared/i18n';
import { Badge, Button, VisuallyHidden } from '@/shared/ui';
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
 * and Make default. An article named by its label and address; its buttons are named by the
 * address's label too ('Edit Home', 'Remove Home', 'Make Work default'), so that a list of the
 * page's buttons tells them apart.
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
  // 'Home', 'Work', 'Other': the label is kept in English, and shown in the page's edition.
  const label = t(address.label);
  return (
    <Card $default={isDefault} aria-labelledby={`${titleId} ${lineId}`}>
      <CardHeader>
        <h3 id={titleId}>{label}</h3>
        {isDefault && <Badge tone="brand">{t('Default')}</Badge>}
      </CardHeader>
      <p>{address.name}</p>
      <p id={lineId}>{addressLine(address)}</p>
      <Muted>{address.phone}</Muted>
      <CardActions>
        <Button ref={editRef} variant="secondary" size="sm" onClick={onEdit}>
          {t('Edit')}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('Remove')}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Button>
        {!isDefault && (
          // Its whole name shows: said aloud, 'Make default' would not be part of 'Make Work default'.
          <Button variant="ghost" size="sm" onClick={onMakeDefault}>
            {t('Make {label} default', { label })}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
